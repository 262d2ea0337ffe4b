import { sumRupees } from '@tailor/shared/orders/rules';
import { PAYMENT_TYPES, type PaymentType } from '@tailor/shared/orders/constants';
import type { MemberOrder } from '@tailor/shared/price-visibility';
import { useMemo } from 'react';
import { useOutbox, useSentChanges, type OutboxEntry, type SentChange } from '../../../lib/outbox';

/**
 * 'waiting': kept on this device for the outbox to send. 'sent': the server has it, but the
 * order shown was fetched before, so its own rows do not hold it yet.
 */
export type WaitingState = 'waiting' | 'sent';

/** A payment collected offline, shown among the order's payments until the server's row replaces it. */
export type WaitingPayment = {
  id: string;
  amount: number;
  method: PaymentType;
  /** When it was collected, as an ISO instant. */
  at: string;
  state: WaitingState;
};

/** A status change made offline, shown on the order until its refetched answer holds it. */
export type WaitingStatus = { status: string; state: WaitingState };

export type WaitingOrderChanges = { payments: WaitingPayment[]; status: WaitingStatus | null };

function paymentOf(entry: OutboxEntry, orderId: string, state: WaitingState): WaitingPayment[] {
  if (
    entry.kind !== 'payment' ||
    entry.path !== `/update_remaining_payment/${encodeURIComponent(orderId)}`
  )
    return [];
  const body = entry.body as { remainingAmount?: unknown; paymentType?: unknown };
  if (typeof body.remainingAmount !== 'number') return [];
  const method = PAYMENT_TYPES.find((type) => type === body.paymentType) ?? 'cash';
  return [
    {
      id: entry.id,
      amount: body.remainingAmount,
      method,
      at: new Date(entry.createdAt).toISOString(),
      state,
    },
  ];
}

function statusOf(entry: OutboxEntry, orderId: string): string | null {
  if (entry.kind !== 'status') return null;
  const body = entry.body as { order_id?: unknown; status?: unknown };
  return body.order_id === orderId && typeof body.status === 'string' ? body.status : null;
}

/**
 * The changes to one order the server does not show yet: those the outbox still holds, and those
 * it sent after `dataUpdatedAt`, the time of the answer the screen shows. Refused changes are
 * not among them: they never happened, and the app bar lists them.
 */
export function waitingOrderChanges(options: {
  orderId: string;
  outbox: readonly OutboxEntry[];
  sent: readonly SentChange[];
  dataUpdatedAt: number;
}): WaitingOrderChanges {
  const { orderId, outbox, sent, dataUpdatedAt } = options;
  const notShown = sent.filter((change) => change.sentAt > dataUpdatedAt);
  const waiting = outbox.filter((entry) => entry.state === 'waiting');
  const payments = [
    ...notShown.flatMap((change) => paymentOf(change.entry, orderId, 'sent')),
    ...waiting.flatMap((entry) => paymentOf(entry, orderId, 'waiting')),
  ];
  let status: WaitingStatus | null = null;
  for (const change of notShown) {
    const to = statusOf(change.entry, orderId);
    if (to) status = { status: to, state: 'sent' };
  }
  for (const entry of waiting) {
    const to = statusOf(entry, orderId);
    if (to) status = { status: to, state: 'waiting' };
  }
  return { payments, status };
}

/** This order's changes the server does not show yet, updated as the outbox sends them. */
export function useWaitingOrderChanges(
  orderId: string | null,
  dataUpdatedAt: number,
): WaitingOrderChanges {
  const outbox = useOutbox();
  const sent = useSentChanges();
  // The same answer while nothing changed, so the order shown over it keeps its identity too.
  return useMemo(
    () =>
      orderId
        ? waitingOrderChanges({ orderId, outbox, sent, dataUpdatedAt })
        : { payments: [], status: null },
    [orderId, outbox, sent, dataUpdatedAt],
  );
}

/**
 * The order with the payments not yet in its rows counted as paid, so its paid and remaining
 * agree with the payments list (the server's rows and these). Null money (prices hidden) stays.
 */
export function withWaitingPayments<T extends MemberOrder>(
  order: T,
  payments: readonly WaitingPayment[],
): T {
  const { paidAmount, totalAmount } = order.order;
  if (payments.length === 0 || paidAmount === null || totalAmount === null) return order;
  const paid = sumRupees([paidAmount, ...payments.map((payment) => payment.amount)]);
  return {
    ...order,
    order: {
      ...order.order,
      paidAmount: paid,
      remainingAmount:
        order.status === 'Cancelled' ? 0 : Math.max(0, sumRupees([totalAmount, -paid])),
    },
  };
}
