import { useMutation } from '@tanstack/react-query';
import type { OtpRequest, OtpRequestResult } from '@tailor/shared/auth';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

/** POST /auth/otp/resend: a new code for the same phone once the cooldown has passed. */
export function resendOtp(input: OtpRequest): Promise<OtpRequestResult> {
  return api.post<OtpRequestResult>('/auth/otp/resend', input, {
    schema: authSchema('otpRequestResultSchema'),
    // A retried mutation repeats this same request, so the server sends one SMS, not two.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
