import type { PaymentKind } from '@tailor/shared/orders';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema/payments';

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
  await db.insert(payments).values(payment);
}
