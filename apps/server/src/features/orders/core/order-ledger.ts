import { orderAmountsFromSums, orderAmountsInRupees } from '@tailor/shared/order-amounts';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { payments } from '../../../db/schema/payments';

/*
 * The payments ledger of an order, summed: what every rule on money starts from. Paid is net of
 * refunds (a refund row's amount is negative). Read it in its own statement after lockOrder, never
 * in the locking query: a statement that waits for the lock keeps the snapshot it started with and
 * would miss a payment committed by the transaction it waited for.
 */

/** What the payments ledger holds per order, in paise. */
export async function paidPaiseByOrder(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, number>> {
  const paid = new Map<string, number>();
  if (orderIds.length === 0) return paid;
  const rows = await db
    .select({ orderId: payments.orderId, paise: sql<string>`sum(${payments.amountPaise})` })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .groupBy(payments.orderId);
  for (const row of rows) paid.set(row.orderId, Number(row.paise));
  return paid;
}

/** The ledger's sums per order: the advance payments and all payments, in paise. */
export async function ledgerSumsByOrder(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, LedgerSums>> {
  const sums = new Map<string, LedgerSums>();
  if (orderIds.length === 0) return sums;
  const rows = await db
    .select({
      orderId: payments.orderId,
      advance: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.kind} = 'advance'), 0)`,
      paid: sql<string>`sum(${payments.amountPaise})`,
    })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .groupBy(payments.orderId);
  for (const row of rows) {
    sums.set(row.orderId, { advancePaise: Number(row.advance), paidPaise: Number(row.paid) });
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
export async function paidPaiseOf(db: DbOrTx, orderId: string): Promise<number> {
  return (await paidPaiseByOrder(db, [orderId])).get(orderId) ?? 0;
}
