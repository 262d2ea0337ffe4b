import { orderSchema, type Order } from '@tailor/shared/orders/responses';
import { type AlterationPaymentInput } from '@tailor/shared/orders/change-order-schemas';
import { api } from '../../../lib/api-client';
import { useOfflineOrderChange } from '../lib/use-offline-order-change';

/** `idempotencyKey` is the final total's own (useIntentKey): each retry of it carries the same. */
export type UpdateAlterationPaymentInput = AlterationPaymentInput & {
  orderId: string;
  idempotencyKey: string;
};

/** PUT /update_alteration_payment/{orderId} {totalAmount}: an alteration order's final total. */
export function updateAlterationPayment(input: UpdateAlterationPaymentInput): Promise<Order> {
  const { orderId, idempotencyKey, ...body } = input;
  return api.put<Order>(`/update_alteration_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Sets the final total now, or keeps it in the outbox without a connection (as a payment). */
export function useUpdateAlterationPayment() {
  return useOfflineOrderChange({
    orderId: (input: UpdateAlterationPaymentInput) => input.orderId,
    send: updateAlterationPayment,
    entry: (input, cached) => {
      const { orderId, idempotencyKey, ...body } = input;
      return {
        kind: 'alterationPayment',
        method: 'PUT',
        path: `/update_alteration_payment/${encodeURIComponent(orderId)}`,
        body,
        // The send that may have reached the server used this key too.
        idempotencyKey,
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
