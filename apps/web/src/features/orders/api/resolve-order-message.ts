import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderCustomerMessagesSchema,
  type OrderCustomerMessages,
  type ResolveCustomerMessage,
} from '@tailor/shared/customer-messages';
import { api } from '../../../lib/api-client';
import { orderMessagesQueryKey } from './get-order-messages';

export type ResolveOrderMessageRequest = ResolveCustomerMessage & {
  orderId: string;
  messageId: string;
};

/**
 * POST /orders/{id}/messages/{messageId}/resolve: settles a message that may not have been sent,
 * once the staff checked with the customer (mark it sent, or send it again); answers the order's
 * messages as they are now.
 */
export function resolveOrderMessage(
  input: ResolveOrderMessageRequest,
): Promise<OrderCustomerMessages> {
  const { orderId, messageId, action } = input;
  return api.post<OrderCustomerMessages>(
    `/orders/${encodeURIComponent(orderId)}/messages/${encodeURIComponent(messageId)}/resolve`,
    { action },
    { schema: orderCustomerMessagesSchema },
  );
}

export function useResolveOrderMessage(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ResolveOrderMessageRequest, 'orderId'>) =>
      resolveOrderMessage({ ...input, orderId }),
    onSuccess: (messages) => queryClient.setQueryData(orderMessagesQueryKey(orderId), messages),
    // Settled meanwhile (by someone else, or by the gateway's answer): show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderMessagesQueryKey(orderId) }),
  });
}
