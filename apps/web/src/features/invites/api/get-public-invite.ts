import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicInviteSchema, type PublicInvite } from '@tailor/shared/invites';
import { api } from '../../../lib/api-client';
import { INVITES_QUERY_KEY } from './get-shop-invites';

export const publicInviteQueryKey = (token: string) =>
  [...INVITES_QUERY_KEY, 'public', token] as const;

/** GET /invites/{token}: public; the shop, the invited name, status, expiry and the phone's last digits. */
export function getPublicInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return api.get<PublicInvite>(`/invites/${encodeURIComponent(token)}`, {
    schema: publicInviteSchema,
    signal,
  });
}

export const publicInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicInviteQueryKey(token),
    queryFn: ({ signal }) => getPublicInvite(token, signal),
  });

export function usePublicInvite(token: string) {
  return useQuery(publicInviteQueryOptions(token));
}
