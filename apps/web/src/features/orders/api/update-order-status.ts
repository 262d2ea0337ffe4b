import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOrderStatusInput } from '@tailor/shared/orders';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { sendOrKeep } from '../../../lib/outbox';
import {
  applyKeptChange,
  applyOrderUpdate,
  findCachedOrder,
  isKept,
  keep,
} from '../lib/order-details-cache';

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

/**
 * Changes the status now, or without a connection keeps the change in the outbox (with its key)
 * and shows the order with the new status until the server has it.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no connection too: the outbox keeps the change instead of the mutation pausing.
    networkMode: 'always',
    mutationFn: async (input: UpdateOrderStatusInput): Promise<MemberOrder> => {
      const cached = findCachedOrder(queryClient, input.order_id);
      // Without the order at hand there is nothing to show meanwhile: such a change is not kept.
      if (!cached) return updateOrderStatus(input);
      const sent = await sendOrKeep(
        {
          kind: 'status',
          method: 'POST',
          path: '/update_order_status',
          body: input,
          idempotencyKey: idempotencyKeyFor(input),
          label: { order: String(cached.order_number), detail: input.status },
        },
        () => updateOrderStatus(input),
      );
      if (sent) return sent;
      return keep({
        ...cached,
        status: input.status as MemberOrder['status'],
        delay_note: input.delay_note ?? null,
      });
    },
    onSuccess: (order) =>
      isKept(order) ? applyKeptChange(queryClient, order) : applyOrderUpdate(queryClient, order),
  });
}
