import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  orderCustomerMessagesSchema,
  type OrderCustomerMessages,
} from '@tailor/shared/customer-messages';
import { api } from '../../../lib/api-client';
import { orderDetailQueryKey } from './get-order';

/**
 * Under the order's own key, and so under 'orders': the writes that change an order (its status,
 * its payments) refresh every 'orders' query, and with them this list, so the 'ready' message a
 * status change queued shows at once.
 */
export const orderMessagesQueryKey = (orderId: string) =>
  [...orderDetailQueryKey(orderId), 'messages'] as const;

/**
 * GET /orders/{id}/messages: the order's messages to its customer, oldest first, with their
 * states and a WhatsApp link to send each by hand; refused to positions that may not see prices.
 */
export function getOrderMessages(
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderCustomerMessages> {
  return api.get<OrderCustomerMessages>(`/orders/${encodeURIComponent(orderId)}/messages`, {
    schema: orderCustomerMessagesSchema,
    signal,
  });
}

export const orderMessagesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderMessagesQueryKey(orderId),
    queryFn: ({ signal }) => getOrderMessages(orderId, signal),
  });

export function useOrderMessages(orderId: string) {
  return useQuery(orderMessagesQueryOptions(orderId));
}
