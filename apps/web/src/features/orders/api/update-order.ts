import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderInput } from '@tailor/shared/orders/change-order-schemas';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { applyOrderUpdate } from '../lib/order-details-cache';

/**
 * POST /update_order: fixes an order after it was taken; answers the updated order (its money null
 * for staff whose position may not see prices).
 */
export function updateOrder(input: UpdateOrderInput): Promise<MemberOrder> {
  return api.post<MemberOrder>('/update_order', input, {
    schema: memberOrderSchema,
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
