import { ApiError } from '../../../lib/api-client';

/** The server's own message for a 4xx/5xx answer, or null when there is none to show (network, timeout, bug). */
export function serverErrorText(error: unknown): string | null {
  if (error instanceof ApiError && error.kind === 'http' && error.message.trim())
    return error.message;
  return null;
}
