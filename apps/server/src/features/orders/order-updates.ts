import type { TrialAnswer } from '@tailor/shared/trials';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';

/*
 * The changes other features make to an order's row, in the caller's transaction and after they
 * have locked the order (lockOrder) and checked their own rules: the orders feature writes its
 * tables (db/table-owners.ts).
 */

/** Sets the order's total: an alteration priced once its work is known (payments). */
export async function setOrderTotal(
  db: DbOrTx,
  options: { storeId: string; orderId: string; totalPaise: number; now: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({ totalPaise: options.totalPaise, updatedAt: options.now })
    .where(and(eq(orders.id, options.orderId), eq(orders.storeId, options.storeId)));
}

/** Keeps the customer's answer to the order's trial, from the tracking page (sharing). */
export async function recordTrialAnswer(
  db: DbOrTx,
  options: { storeId: string; orderId: string; answer: TrialAnswer; now: Date },
): Promise<void> {
  await db
    .update(orders)
    .set({
      trialResponse: options.answer.response,
      trialNote: options.answer.note,
      trialRespondedAt: options.now,
    })
    .where(and(eq(orders.id, options.orderId), eq(orders.storeId, options.storeId)));
}
