import { useMutation } from '@tanstack/react-query';
import {
  otpRequestResultSchema,
  type OtpRequest,
  type OtpRequestResult,
} from '@tailor/shared/auth';
import { api, idempotencyKeyFor } from '../../../lib/api-client';

/** POST /auth/otp/resend: a new code for the same phone once the cooldown has passed. */
export function resendOtp(input: OtpRequest): Promise<OtpRequestResult> {
  return api.post<OtpRequestResult>('/auth/otp/resend', input, {
    schema: otpRequestResultSchema,
    // A retried mutation repeats this same request, so the server sends one SMS, not two.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
