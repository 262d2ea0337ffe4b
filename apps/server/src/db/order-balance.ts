import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/*
 * An order's balance in SQL, the one derivation every query is built from: the kept
 * `orders.paid_paise` is the sum of the order's payments ledger, refunds included (kept by the
 * triggers of migration 0008, which compute remaining the same way), and what is left to pay is
 * the total less it, never below 0, and nothing for a Cancelled order. packages/shared's
 * orderRemainingPaise is the same in TypeScript; analytics/money-totals.test.ts holds the two, the
 * ledger, the triggers' columns and the order's view to each other.
 */

/** The columns of an order these read: `orders` itself, or an alias of it (`alias(orders, 'o')`). */
export interface OrderBalanceColumns {
  totalPaise: AnyPgColumn;
  paidPaise: AnyPgColumn;
  status: AnyPgColumn;
}

/**
 * The total less what was paid, negative once more was paid than the total: the expression the
 * owing index (orders_store_owing_idx) is keyed by, so a condition `> 0` on it can use the index.
 */
export function orderOwedSql(order: Pick<OrderBalanceColumns, 'totalPaise' | 'paidPaise'>): SQL {
  return sql`(${order.totalPaise} - ${order.paidPaise})`;
}

/** What the order still owes, in paise: the remaining amount every screen shows. */
export function orderRemainingSql(order: OrderBalanceColumns): SQL<number> {
  return sql<number>`(case when ${order.status} = 'Cancelled' then 0 else greatest(${orderOwedSql(order)}, 0) end)`.mapWith(
    Number,
  );
}
