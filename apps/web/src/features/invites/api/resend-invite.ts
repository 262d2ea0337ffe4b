import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteActionResultSchema, type InviteActionResult } from '@tailor/shared/invites';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import type { InviteTokenInput } from './cancel-invite';
import { INVITES_QUERY_KEY } from './get-shop-invites';

/** POST /invites/{token}/resend: a new link valid for 7 more days; the old link stops working. */
export function resendInvite(input: InviteTokenInput): Promise<InviteActionResult> {
  return api.post<InviteActionResult>(
    `/invites/${encodeURIComponent(input.token)}/resend`,
    undefined,
    {
      schema: inviteActionResultSchema,
      headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
    },
  );
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
