import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type CancelOrderInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/** POST /cancel_order {order_id, reason, paid_money}: answers the Cancelled order. */
export function cancelOrder(input: CancelOrderInput): Promise<Order> {
  return api.post<Order>('/cancel_order', input, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
