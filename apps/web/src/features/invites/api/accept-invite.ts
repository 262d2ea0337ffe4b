import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInResult } from '@tailor/shared/auth';
import { acceptInviteResultSchema, type InviteResponseInput } from '@tailor/shared/invites';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { INVITES_QUERY_KEY } from './get-shop-invites';

export type AnswerInviteInput = { token: string } & InviteResponseInput;

/** POST /invites/{token}/accept {phone, otp}: the sign-in result with the inviting shop selected. */
export function acceptInvite({ token, ...body }: AnswerInviteInput): Promise<SignInResult> {
  return api.post<SignInResult>(`/invites/${encodeURIComponent(token)}/accept`, body, {
    schema: acceptInviteResultSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
