import { useMutation } from '@tanstack/react-query';
import {
  otpRequestResultSchema,
  type OtpRequest,
  type OtpRequestResult,
} from '@tailor/shared/auth';
import { api, idempotencyKeyFor } from '../../../lib/api-client';

/**
 * POST /auth/otp/request for the invited phone: the invitee proves the number before answering
 * the invite; 429 while the phone is in its resend cooldown.
 */
export function requestInviteOtp(input: OtpRequest): Promise<OtpRequestResult> {
  return api.post<OtpRequestResult>('/auth/otp/request', input, {
    schema: otpRequestResultSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useRequestInviteOtp() {
  return useMutation({ mutationFn: requestInviteOtp });
}
