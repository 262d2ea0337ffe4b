import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteActionResultSchema, type InviteActionResult } from '@tailor/shared/invites';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { INVITES_QUERY_KEY } from './get-shop-invites';

export type InviteTokenInput = { token: string };

/** POST /invites/{token}/cancel: the invite's link stops working. */
export function cancelInvite(input: InviteTokenInput): Promise<InviteActionResult> {
  return api.post<InviteActionResult>(
    `/invites/${encodeURIComponent(input.token)}/cancel`,
    undefined,
    {
      schema: inviteActionResultSchema,
      headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
    },
  );
}

export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
