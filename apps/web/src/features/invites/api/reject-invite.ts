import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicInviteSchema, type PublicInvite } from '@tailor/shared/invites';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import type { AnswerInviteInput } from './accept-invite';
import { INVITES_QUERY_KEY } from './get-shop-invites';
import { publicInviteQueryKey } from './get-public-invite';

/** POST /invites/{token}/reject {phone, otp}: answers the invite as it is now (declined). */
export function rejectInvite({ token, ...body }: AnswerInviteInput): Promise<PublicInvite> {
  return api.post<PublicInvite>(`/invites/${encodeURIComponent(token)}/reject`, body, {
    schema: publicInviteSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
}

export function useRejectInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectInvite,
    onSuccess: async (invite, { token }) => {
      queryClient.setQueryData(publicInviteQueryKey(token), invite);
      await queryClient.invalidateQueries({ queryKey: [...INVITES_QUERY_KEY, 'mine'] });
    },
  });
}
