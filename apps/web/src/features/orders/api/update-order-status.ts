import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order, type UpdateOrderStatusInput } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/** POST /update_order_status {order_id, status, delay_note}: answers the updated order. */
export function updateOrderStatus(input: UpdateOrderStatusInput): Promise<Order> {
  return api.post<Order>('/update_order_status', input, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
