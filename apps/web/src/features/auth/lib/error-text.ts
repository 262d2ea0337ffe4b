import { ApiError } from '../../../lib/api-client';

/** The server's own message for a 4xx/5xx answer, or null when there is none to show (network, timeout, bug). */
export function serverErrorText(error: unknown): string | null {
  if (error instanceof ApiError && error.kind === 'http' && error.message.trim())
    return error.message;
  return null;
}

/** Shared schemas carry English messages; these are their translation keys in the auth namespace. */
const validationKeys: Record<string, string> = {
  'Enter a valid 10-digit mobile number.': 'validation.phone',
  'Enter the 6-digit OTP.': 'validation.otp',
};

export function validationKey(message: string | undefined): string | undefined {
  return message ? validationKeys[message] : undefined;
}
