import { orderSchema, type Order } from '@tailor/shared/orders/responses';
import { type CollectPaymentInput } from '@tailor/shared/orders/change-order-schemas';
import { api } from '../../../lib/api-client';
import { outboxEntries } from '../../../lib/outbox';
import { useOfflineOrderChange } from '../lib/use-offline-order-change';
import { waitingOrderChanges, withWaitingPayments } from '../lib/waiting-order-changes';

/** `idempotencyKey` is the collection's own (useIntentKey): each retry of it carries the same. */
export type UpdateRemainingPaymentInput = CollectPaymentInput & {
  orderId: string;
  idempotencyKey: string;
};

/**
 * PUT /update_remaining_payment/{orderId} {remainingAmount, paymentType}: records the amount
 * collected now (part payments allowed, never above the balance); answers the updated order.
 */
export function updateRemainingPayment(input: UpdateRemainingPaymentInput): Promise<Order> {
  const { orderId, idempotencyKey, ...body } = input;
  return api.put<Order>(`/update_remaining_payment/${encodeURIComponent(orderId)}`, body, {
    schema: orderSchema,
    // A retry of this collection must never record the money twice.
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Records the payment now, or without a connection keeps it in the outbox (with its key). The
 * cached order stays the server's meanwhile: the order page lists the kept payment as waiting and
 * counts it in the paid and remaining it shows (waiting-order-changes.ts).
 */
export function useUpdateRemainingPayment() {
  return useOfflineOrderChange({
    orderId: (input: UpdateRemainingPaymentInput) => input.orderId,
    send: updateRemainingPayment,
    entry: (input, cached) => {
      const { orderId, idempotencyKey, ...body } = input;
      return {
        kind: 'payment',
        method: 'PUT',
        path: `/update_remaining_payment/${encodeURIComponent(orderId)}`,
        body,
        // The send that may have reached the server used this key too.
        idempotencyKey,
        label: { order: String(cached.order_number), detail: String(input.remainingAmount) },
      };
    },
    // The order as it will stand: the payments kept earlier for it count too (this one is kept
    // by now), so the dialog and the Delivered flow see the balance truly left.
    meanwhile: (input, cached) =>
      withWaitingPayments(
        cached,
        waitingOrderChanges({
          orderId: input.orderId,
          outbox: outboxEntries(),
          sent: [],
          dataUpdatedAt: 0,
        }).payments,
      ),
    cacheMeanwhile: false,
  });
}
