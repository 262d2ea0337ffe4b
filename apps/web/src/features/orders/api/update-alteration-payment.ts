import { orderSchema, type AlterationPaymentInput, type Order } from '@tailor/shared/orders';
import { api, idempotencyKeyFor } from '../../../lib/api-client';
import { useOfflineOrderChange } from '../lib/use-offline-order-change';

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
  return useOfflineOrderChange({
    orderId: (input: UpdateAlterationPaymentInput) => input.orderId,
    send: updateAlterationPayment,
    entry: (input, cached) => {
      const { orderId, ...body } = input;
      return {
        kind: 'alterationPayment',
        method: 'PUT',
        path: `/update_alteration_payment/${encodeURIComponent(orderId)}`,
        body,
        // The key of this input object: the send that may have reached the server used it too.
        idempotencyKey: idempotencyKeyFor(input),
        label: { order: String(cached.order_number), detail: String(input.totalAmount) },
      };
    },
    meanwhile: (input, cached) => ({
      ...cached,
      order: {
        ...cached.order,
        totalAmount: input.totalAmount,
        remainingAmount: Math.max(0, input.totalAmount - cached.order.paidAmount),
      },
    }),
  });
}
