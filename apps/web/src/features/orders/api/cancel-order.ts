import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order } from '@tailor/shared/orders/responses';
import { type CancelOrderInput } from '@tailor/shared/orders/change-order-schemas';
import { api } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/** `idempotencyKey` is the cancellation's own (useIntentKey): a retry never refunds twice. */
export type CancelOrderRequest = CancelOrderInput & { idempotencyKey: string };

/** POST /cancel_order {order_id, reason, paid_money}: answers the Cancelled order. */
export function cancelOrder(input: CancelOrderRequest): Promise<Order> {
  const { idempotencyKey, ...body } = input;
  return api.post<Order>('/cancel_order', body, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
