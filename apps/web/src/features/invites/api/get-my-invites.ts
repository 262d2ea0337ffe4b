import { queryOptions, useQuery } from '@tanstack/react-query';
import { myInviteListSchema, type MyInviteList } from '@tailor/shared/invites';
import { api } from '../../../lib/api-client';
import { INVITES_QUERY_KEY } from './get-shop-invites';

export const myInvitesQueryKey = [...INVITES_QUERY_KEY, 'mine'] as const;

/** GET /employee/invites: invites sent to the signed-in person's phone by any shop, newest first. */
export function getMyInvites(signal?: AbortSignal): Promise<MyInviteList> {
  return api.get<MyInviteList>('/employee/invites', { schema: myInviteListSchema, signal });
}

export const myInvitesQueryOptions = () =>
  queryOptions({
    queryKey: myInvitesQueryKey,
    queryFn: ({ signal }) => getMyInvites(signal),
  });

export function useMyInvites() {
  return useQuery(myInvitesQueryOptions());
}
