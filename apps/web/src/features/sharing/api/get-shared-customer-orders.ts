import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedCustomerOrdersSchema, type SharedCustomerOrders } from '@tailor/shared/sharing';
import { api } from '../../../lib/api-client';

export const sharedCustomerOrdersQueryKey = (token: string) =>
  ['shared-customer-orders', token] as const;

/** GET /shared_customer_orders/{share_token}: public, no login; the customer's orders in one shop. */
export function getSharedCustomerOrders(
  token: string,
  signal?: AbortSignal,
): Promise<SharedCustomerOrders> {
  return api.get<SharedCustomerOrders>(`/shared_customer_orders/${encodeURIComponent(token)}`, {
    schema: sharedCustomerOrdersSchema,
    signal,
  });
}

export const sharedCustomerOrdersQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedCustomerOrdersQueryKey(token),
    queryFn: ({ signal }) => getSharedCustomerOrders(token, signal),
    staleTime: 0,
  });

export function useSharedCustomerOrders(token: string) {
  return useQuery(sharedCustomerOrdersQueryOptions(token));
}
