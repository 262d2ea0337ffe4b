import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberOrderDetailSchema, type MemberOrderDetail } from '@tailor/shared/price-visibility';
import { api } from '../../../lib/api-client';

/** Every order query starts with 'orders', so a write can refresh all of them at once. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export const orderDetailQueryKey = (orderId: string) =>
  [...ORDERS_QUERY_KEY, 'detail', orderId] as const;

/**
 * GET /orders/{id}: the order with its customer, status history and payments; its money null for
 * staff whose position may not see prices.
 */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<MemberOrderDetail> {
  return api.get<MemberOrderDetail>(`/orders/${encodeURIComponent(orderId)}`, {
    schema: memberOrderDetailSchema,
    signal,
  });
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderDetailQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

/** The order `orderId` names; idle without an id. */
export function useOrder(orderId: string | null) {
  return useQuery({ ...orderQueryOptions(orderId ?? ''), enabled: Boolean(orderId) });
}
