import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderStatusInput } from '@tailor/shared/orders';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/**
 * POST /update_order_status {order_id, status, delay_note}: answers the updated order (its money
 * null for staff whose position may not see prices).
 */
export function updateOrderStatus(input: UpdateOrderStatusInput): Promise<MemberOrder> {
  return api.post<MemberOrder>('/update_order_status', input, {
    schema: memberOrderSchema,
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
