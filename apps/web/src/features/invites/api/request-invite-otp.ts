import { useMutation } from '@tanstack/react-query';
import {
  otpRequestResultSchema,
  type OtpRequest,
  type OtpRequestResult,
} from '@tailor/shared/auth';
import { keyedWrite } from '../../../lib/keyed-write';

/**
 * POST /auth/otp/request for the invited phone: the invitee proves the number before answering
 * the invite; 429 while the phone is in its resend cooldown.
 */
export function requestInviteOtp(input: OtpRequest): Promise<OtpRequestResult> {
  return keyedWrite('post', '/auth/otp/request', input, otpRequestResultSchema);
}

export function useRequestInviteOtp() {
  return useMutation({ mutationFn: requestInviteOtp });
}
