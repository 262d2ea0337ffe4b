import { useMutation } from '@tanstack/react-query';
import type { OtpRequest, OtpRequestResult } from '@tailor/shared/auth';
import { keyedWrite } from '../../../lib/keyed-write';
import { authSchema } from './auth-schemas';

/** POST /auth/otp/resend: a new code for the same phone once the cooldown has passed. */
export function resendOtp(input: OtpRequest): Promise<OtpRequestResult> {
  // A retried mutation repeats this same request, so the server sends one SMS, not two.
  return keyedWrite('post', '/auth/otp/resend', input, authSchema('otpRequestResultSchema'));
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
