import { orderAmountsFromSums, orderAmountsInRupees } from '@tailor/shared/order-amounts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';

/*
 * The payments ledger of an order, summed: what every rule on money starts from. Paid is net of
 * refunds (a refund row's amount is negative). The sums are the order's kept columns
 * (orders.paid_paise and advance_paise, kept by the ledger's triggers in the transaction of every
 * payment written; db/order-balance.ts), the ones the money-still-out lists and the dashboard read
 * too, so an order's remaining is one figure everywhere. Read them in their own statement after
 * lockOrder, never in the locking query: a statement that waits for the lock keeps the snapshot it
 * started with and would miss a payment committed by the transaction it waited for.
 */

/** What the payments ledger holds per order, in paise. */
export async function paidPaiseByOrder(
  db: DbOrTx,
  storeId: string,
  orderIds: string[],
): Promise<Map<string, number>> {
  const sums = await ledgerSumsByOrder(db, storeId, orderIds);
  return new Map([...sums].map(([orderId, sum]) => [orderId, sum.paidPaise]));
}

/** The ledger's sums per order: the advance payments and all payments, in paise. */
export async function ledgerSumsByOrder(
  db: DbOrTx,
  storeId: string,
  orderIds: string[],
): Promise<Map<string, LedgerSums>> {
  const sums = new Map<string, LedgerSums>();
  if (orderIds.length === 0) return sums;
  const rows = await db
    .select({ id: orders.id, advancePaise: orders.advancePaise, paidPaise: orders.paidPaise })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, orderIds)));
  for (const row of rows) {
    sums.set(row.id, { advancePaise: Number(row.advancePaise), paidPaise: Number(row.paidPaise) });
  }
  return sums;
}

export interface LedgerSums {
  advancePaise: number;
  paidPaise: number;
}

const NO_PAYMENTS: LedgerSums = { advancePaise: 0, paidPaise: 0 };

/** An order's wire amounts (totalAmount, advancePayment, paidAmount, remainingAmount). */
export function orderAmountsOf(totalPaise: number, sums: LedgerSums | undefined, status: string) {
  return orderAmountsInRupees(
    orderAmountsFromSums({
      totalPaise,
      ...(sums ?? NO_PAYMENTS),
      cancelled: status === 'Cancelled',
    }),
  );
}

/** What the payments ledger holds for one order, in paise (0 when it holds nothing). */
export async function paidPaiseOf(
  db: DbOrTx,
  order: { id: string; storeId: string },
): Promise<number> {
  return (await paidPaiseByOrder(db, order.storeId, [order.id])).get(order.id) ?? 0;
}

/** The columns of one entry of an order's ledger, as the order's page and its bill list them. */
export const paymentEntryColumns = {
  id: payments.id,
  amountPaise: payments.amountPaise,
  kind: payments.kind,
  method: payments.method,
  at: payments.createdAt,
};
