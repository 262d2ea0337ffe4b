import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendInviteResultSchema,
  type SendInviteInput,
  type SendInviteResult,
} from '@tailor/shared/invites';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { INVITES_QUERY_KEY } from './get-shop-invites';

/** POST /send-invite {name, phone}: 201 with the invite and its link. */
export function sendInvite(input: SendInviteInput): Promise<SendInviteResult> {
  return api.post<SendInviteResult>('/send-invite', input, {
    schema: sendInviteResultSchema,
    // A retried mutation repeats this same request, so the server makes one invite, not two.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
