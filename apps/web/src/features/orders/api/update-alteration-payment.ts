import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema, type AlterationPaymentInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { sendOrKeep } from '../../../lib/outbox';
import {
  applyKeptChange,
  applyOrderUpdate,
  findCachedOrder,
  isKept,
  keep,
} from '../lib/order-details-cache';

export type UpdateAlterationPaymentInput = AlterationPaymentInput & { orderId: string };

/** PUT /update_alteration_payment/{orderId} {totalAmount}: an alteration order's final total. */
export function updateAlterationPayment(input: UpdateAlterationPaymentInput): Promise<Order> {
  const { orderId, ...body } = input;
  return api.put<Order>(`/update_alteration_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKeyFor(input) },
  });
}

/** Sets the final total now, or keeps it in the outbox without a connection (as a payment). */
export function useUpdateAlterationPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs with no connection too: the outbox keeps the change instead of the mutation pausing.
    networkMode: 'always',
    mutationFn: async (input: UpdateAlterationPaymentInput): Promise<Order> => {
      const cached = findCachedOrder(queryClient, input.orderId) as Order | null;
      if (!cached) return updateAlterationPayment(input);
      const { orderId, ...body } = input;
      const sent = await sendOrKeep(
        {
          kind: 'alterationPayment',
          method: 'PUT',
          path: `/update_alteration_payment/${encodeURIComponent(orderId)}`,
          body,
          idempotencyKey: idempotencyKeyFor(input),
          label: { order: String(cached.order_number), detail: String(input.totalAmount) },
        },
        () => updateAlterationPayment(input),
      );
      if (sent) return sent;
      return keep({
        ...cached,
        order: {
          ...cached.order,
          totalAmount: input.totalAmount,
          remainingAmount: Math.max(0, input.totalAmount - cached.order.paidAmount),
        },
      });
    },
    onSuccess: (order) =>
      isKept(order) ? applyKeptChange(queryClient, order) : applyOrderUpdate(queryClient, order),
  });
}
