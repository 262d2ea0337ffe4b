import { paiseToRupees } from './money';
import type { PaymentKind } from './orders/constants';

/**
 * The money figures of one order, derived from its total and its payments ledger. Every place
 * that shows or exports them (order views, the public tracking page, bills and receipts, the CSV
 * export, the dashboard) takes them from here, so each word means one thing everywhere:
 *
 * - advance: the payments of kind 'advance', the money taken when the order was made. Balance
 *   collected later never counts as advance.
 * - paid (paid to date): every payment in the ledger, advance included, net of refunds (a refund
 *   row's amount is negative): what the shop holds for the order.
 * - remaining: total − paid, never below 0. An alteration still priced at 0 with an advance
 *   owes nothing (its advance is paid, not owed back), and a Cancelled order owes nothing.
 *
 * All in integer paise.
 */
export interface OrderAmountsPaise {
  totalPaise: number;
  advancePaise: number;
  paidPaise: number;
  remainingPaise: number;
}

/** One row of the payments ledger, as far as the figures need it. */
export interface LedgerEntry {
  kind: PaymentKind;
  amountPaise: number;
}

/**
 * What an order still owes, in paise: its total less what was paid (net of refunds), never below
 * 0, and nothing once Cancelled. The server's orderRemainingSql (apps/server/src/db/order-balance.ts)
 * is the same in SQL.
 */
export function orderRemainingPaise(order: {
  totalPaise: number;
  paidPaise: number;
  cancelled?: boolean;
}): number {
  return order.cancelled ? 0 : Math.max(0, order.totalPaise - order.paidPaise);
}

/**
 * The figures from the ledger's sums per kind (what a grouped SQL query gives): `advancePaise` is
 * the sum of the 'advance' rows, `paidPaise` the sum of all rows (refunds included).
 */
export function orderAmountsFromSums(sums: {
  totalPaise: number;
  advancePaise: number;
  paidPaise: number;
  cancelled?: boolean;
}): OrderAmountsPaise {
  const { totalPaise, advancePaise, paidPaise, cancelled = false } = sums;
  return {
    totalPaise,
    advancePaise,
    paidPaise,
    remainingPaise: orderRemainingPaise({ totalPaise, paidPaise, cancelled }),
  };
}

/** The figures of an order of `totalPaise` whose ledger holds `ledger`. */
export function orderAmounts(
  totalPaise: number,
  ledger: readonly LedgerEntry[],
  options: { cancelled?: boolean } = {},
): OrderAmountsPaise {
  let advancePaise = 0;
  let paidPaise = 0;
  for (const entry of ledger) {
    paidPaise += entry.amountPaise;
    if (entry.kind === 'advance') advancePaise += entry.amountPaise;
  }
  return orderAmountsFromSums({ totalPaise, advancePaise, paidPaise, ...options });
}

/** The amounts as the API sends them (rupees): `advancePayment` is the advance, `paidAmount` paid to date. */
export interface OrderAmountsRupees {
  totalAmount: number;
  advancePayment: number;
  paidAmount: number;
  remainingAmount: number;
}

export function orderAmountsInRupees(amounts: OrderAmountsPaise): OrderAmountsRupees {
  return {
    totalAmount: paiseToRupees(amounts.totalPaise),
    advancePayment: paiseToRupees(amounts.advancePaise),
    paidAmount: paiseToRupees(amounts.paidPaise),
    remainingAmount: paiseToRupees(amounts.remainingPaise),
  };
}
