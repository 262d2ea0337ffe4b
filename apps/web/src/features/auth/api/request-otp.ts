import { useMutation } from '@tanstack/react-query';
import type { OtpRequest, OtpRequestResult } from '@tailor/shared/auth';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

/** POST /auth/otp/request: sends a code by SMS; 429 while the phone or address is rate-limited. */
export function requestOtp(input: OtpRequest): Promise<OtpRequestResult> {
  return api.post<OtpRequestResult>('/auth/otp/request', input, {
    schema: authSchema('otpRequestResultSchema'),
    // A retried mutation repeats this same request, so the server sends one SMS, not two.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
