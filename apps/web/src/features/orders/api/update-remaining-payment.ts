import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type CollectPaymentInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { sendOrKeep } from '../../../lib/outbox';
import {
  applyKeptChange,
  applyOrderUpdate,
  findCachedOrder,
  isKept,
  keep,
} from '../lib/order-details-cache';

export type UpdateRemainingPaymentInput = CollectPaymentInput & { orderId: string };

/**
 * PUT /update_remaining_payment/{orderId} {remainingAmount, paymentType}: records the amount
 * collected now (part payments allowed, never above the balance); answers the updated order.
 */
export function updateRemainingPayment(input: UpdateRemainingPaymentInput): Promise<Order> {
  const { orderId, ...body } = input;
  return api.put<Order>(`/update_remaining_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    // A retry of this collection must never record the money twice.
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

/**
 * Records the payment now, or without a connection keeps it in the outbox (with its key) and shows
 * the balance it leaves until the server has it.
 */
export function useUpdateRemainingPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no connection too: the outbox keeps the change instead of the mutation pausing.
    networkMode: 'always',
    mutationFn: async (input: UpdateRemainingPaymentInput): Promise<Order> => {
      const cached = findCachedOrder(queryClient, input.orderId) as Order | null;
      if (!cached) return updateRemainingPayment(input);
      const { orderId, ...body } = input;
      const sent = await sendOrKeep(
        {
          kind: 'payment',
          method: 'PUT',
          path: `/update_remaining_payment/${encodeURIComponent(orderId)}`,
          body,
          idempotencyKey: idempotencyKeyFor(input),
          label: { order: String(cached.order_number), detail: String(input.remainingAmount) },
        },
        () => updateRemainingPayment(input),
      );
      if (sent) return sent;
      const paid = cached.order.paidAmount + input.remainingAmount;
      return keep({
        ...cached,
        order: {
          ...cached.order,
          paidAmount: paid,
          remainingAmount: Math.max(0, cached.order.totalAmount - paid),
        },
      });
    },
    onSuccess: (order) =>
      isKept(order) ? applyKeptChange(queryClient, order) : applyOrderUpdate(queryClient, order),
  });
}
