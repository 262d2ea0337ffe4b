import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendInviteResultSchema,
  type SendInviteInput,
  type SendInviteResult,
} from '@tailor/shared/invites';
import { keyedWrite } from '../../../lib/keyed-write';
import { INVITES_QUERY_KEY } from './get-shop-invites';

/** POST /send-invite {name, phone}: 201 with the invite and its link. */
export function sendInvite(input: SendInviteInput): Promise<SendInviteResult> {
  // A retried mutation repeats this same request, so the server makes one invite, not two.
  return keyedWrite('post', '/send-invite', input, sendInviteResultSchema);
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}
