import { useMutation } from '@tanstack/react-query';
import type { OtpRequest, OtpRequestResult } from '@tailor/shared/auth';
import { keyedWrite } from '../../../lib/keyed-write';
import { authSchema } from './auth-schemas';

/** POST /auth/otp/request: sends a code by SMS; 429 while the phone or address is rate-limited. */
export function requestOtp(input: OtpRequest): Promise<OtpRequestResult> {
  // A retried mutation repeats this same request, so the server sends one SMS, not two.
  return keyedWrite('post', '/auth/otp/request', input, authSchema('otpRequestResultSchema'));
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
