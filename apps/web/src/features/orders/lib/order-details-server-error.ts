import { ApiError } from '../../../lib/api-client';

/**
 * The `error` text the server sent with a 4xx/5xx answer, or null when there is none (network
 * failure, timeout, an answer without a JSON error body, an answer that failed the schema).
 */
export function serverErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  const body = error.body;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    const text = body.error.trim();
    return text || null;
  }
  return null;
}
