import { useMutation } from '@tanstack/react-query';
import type { OtpVerify, SignInResult } from '@tailor/shared/auth';
import { api } from '../../../lib/api-client';
import { authSchema } from './auth-schemas';

/** POST /auth/otp/verify: the sign-in result, or 400/401 when the code is wrong or expired. */
export function verifyOtp(input: OtpVerify): Promise<SignInResult> {
  return api.post<SignInResult>('/auth/otp/verify', input, {
    schema: authSchema('signInResultSchema'),
  });
}

export function useVerifyOtp() {
  // A wrong code must not be tried again behind the user's back: each try counts against the limit.
  return useMutation({ mutationFn: verifyOtp, retry: false });
}
