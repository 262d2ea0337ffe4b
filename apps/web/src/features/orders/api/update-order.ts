import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type Order, type UpdateOrderInput } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/** POST /update_order: fixes an order after it was taken; answers the updated order. */
export function updateOrder(input: UpdateOrderInput): Promise<Order> {
  return api.post<Order>('/update_order', input, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => applyOrderUpdate(queryClient, order),
  });
}
