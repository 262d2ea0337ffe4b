import type { PaymentKind } from '@tailor/shared/orders';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface NewPayment {
  storeId: string;
  orderId: string;
  /** Negative for a refund: the ledger's sum is what the shop holds for the order. */
  amountPaise: number;
  kind: PaymentKind;
  method: string;
  recordedBy: string;
}

/**
 * Writes one row of an order's payments ledger, in the caller's transaction: the advance of a new
 * order, a collection, a refund on cancelling. The order's kept sums (orders.paid_paise and
 * advance_paise) follow by trigger. The caller has checked the amount against the order's rules.
 */
export async function recordPayment(db: DbOrTx, payment: NewPayment): Promise<void> {
  // Plain SQL: drizzle's query builder took more CPU to write this out than the insert takes.
  await db.execute(sql`
    insert into payments (store_id, order_id, amount_paise, kind, method, recorded_by)
    values (${payment.storeId}::uuid, ${payment.orderId}::uuid, ${payment.amountPaise},
            ${payment.kind}, ${payment.method}, ${payment.recordedBy}::uuid)`);
}
