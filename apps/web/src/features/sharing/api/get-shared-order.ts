import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedOrderSchema, type SharedOrder } from '@tailor/shared/sharing';
import { api } from '../../../lib/api-client';

export const sharedOrderQueryKey = (token: string) => ['shared-order', token] as const;

/** GET /shared_order/{share_token}: public, no login; the token alone opens the order. */
export function getSharedOrder(token: string, signal?: AbortSignal): Promise<SharedOrder> {
  return api.get<SharedOrder>(`/shared_order/${encodeURIComponent(token)}`, {
    schema: sharedOrderSchema,
    signal,
  });
}

export const sharedOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedOrderQueryKey(token),
    queryFn: ({ signal }) => getSharedOrder(token, signal),
    // A customer reopening the tab wants the status of now, not of five minutes ago.
    staleTime: 0,
  });

export function useSharedOrder(token: string) {
  return useQuery(sharedOrderQueryOptions(token));
}
