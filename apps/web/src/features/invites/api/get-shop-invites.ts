import { queryOptions, useQuery } from '@tanstack/react-query';
import { inviteListSchema, type InviteList } from '@tailor/shared/invites';
import { api } from '../../../lib/api-client';

/** Every invite query starts with this key, so sending, cancelling or accepting refreshes them all. */
export const INVITES_QUERY_KEY = ['invites'] as const;

export const shopInvitesQueryKey = [...INVITES_QUERY_KEY, 'shop'] as const;

/** GET /invites/shopkeeper: the shop's invites, newest first. */
export function getShopInvites(signal?: AbortSignal): Promise<InviteList> {
  return api.get<InviteList>('/invites/shopkeeper', { schema: inviteListSchema, signal });
}

export const shopInvitesQueryOptions = () =>
  queryOptions({
    queryKey: shopInvitesQueryKey,
    queryFn: ({ signal }) => getShopInvites(signal),
  });

export function useShopInvites() {
  return useQuery(shopInvitesQueryOptions());
}
