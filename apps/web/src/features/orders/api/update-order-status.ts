import type { UpdateOrderStatusInput } from '@tailor/shared/orders/change-order-schemas';
import { memberOrderSchema, type MemberOrder } from '@tailor/shared/price-visibility';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { useOfflineOrderChange } from '../lib/use-offline-order-change';

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
  return useOfflineOrderChange({
    orderId: (input: UpdateOrderStatusInput) => input.order_id,
    send: updateOrderStatus,
    entry: (input, cached) => ({
      kind: 'status',
      method: 'POST',
      path: '/update_order_status',
      body: input,
      idempotencyKey: idempotencyKeyFor(input),
      label: { order: String(cached.order_number), detail: input.status },
    }),
    meanwhile: (input, cached) => ({
      ...cached,
      status: input.status as MemberOrder['status'],
      delay_note: input.delay_note ?? null,
    }),
  });
}
