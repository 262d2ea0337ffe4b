import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderWorkSchema, type OrderWork } from '@tailor/shared/karigars';
import { api } from '../../../lib/api-client';
import { karigarsQueryKey } from './get-karigar-summary';

export const orderWorkQueryKey = (orderId: string) =>
  [...karigarsQueryKey, 'order-work', orderId] as const;

/** GET /orders/{orderId}/karigar-work: per garment, the paid steps of work and which are done. */
export function getOrderWork(orderId: string, options: { signal?: AbortSignal } = {}) {
  return api.get<OrderWork>(`/orders/${encodeURIComponent(orderId)}/karigar-work`, {
    schema: orderWorkSchema,
    signal: options.signal,
  });
}

export const orderWorkQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderWorkQueryKey(orderId),
    queryFn: ({ signal }) => getOrderWork(orderId, { signal }),
    staleTime: 0,
    retry: false,
  });

export function useOrderWork(orderId: string) {
  return useQuery(orderWorkQueryOptions(orderId));
}
