import { CLOSED_STATUSES } from '@tailor/shared/orders';
import type { SharedOrder } from '@tailor/shared/sharing';
import type { TrialAnswer } from '@tailor/shared/trials';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { sameRow, sameShopRow } from '../../db/shop-joins';
import { orders } from '../../db/schema/orders';
import { conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { notifyLatest } from '../notifications';
import { recordTrialAnswer, storeOwnerUserId, trialDateOf } from '../orders';
import type { ImageLinks } from '../images';
import type { PushService } from '../push';
import { getSharedOrder, isShareTokenShaped } from './sharing.service';

/**
 * The shop hears of a trial's answers at most once per order in this window: an answer changed
 * within it rewrites the notice already sent (rather than holding it back for a job to send later,
 * which the server has no timer for) so the owner's phone buzzes once and the notice says the latest.
 */
export const TRIAL_ANSWER_NOTICE_WINDOW_MS = 5 * 60_000;

/**
 * POST /shared_order/{token}/trial: the customer answers the order's trial from the tracking page,
 * no login (the share token is the key): they will come, or they ask for another day, with a note.
 * The shop owner is notified and decides; the trial itself does not move. The same answer sent
 * again changes nothing and notifies no one (a double tap, a retried request); every other answer
 * is recorded, and the owner's notice of the order's answers is one per TRIAL_ANSWER_NOTICE_WINDOW_MS.
 */
export async function answerTrial(options: {
  db: Database;
  clock: Clock;
  push: PushService;
  imageLinks: ImageLinks;
  shareToken: string;
  answer: TrialAnswer;
}): Promise<SharedOrder> {
  const { db, clock, imageLinks, shareToken, answer } = options;
  if (!isShareTokenShaped(shareToken)) throw notFound('ORDER_NOT_FOUND');
  // The token names one order of some shop: found first, then locked by its id and shop, so that a
  // database distributed by shop locks it on its shop's machine alone.
  const [found] = await db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.shareToken, shareToken));
  if (!found) throw notFound('ORDER_NOT_FOUND');
  const pushes = options.push.afterCommit();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: orders.id,
        storeId: orders.storeId,
        orderNumber: orders.orderNumber,
        status: orders.status,
        trialDate: orders.trialDate,
        trialTime: orders.trialTime,
        trialResponse: orders.trialResponse,
        trialNote: orders.trialNote,
        customerName: customers.name,
      })
      .from(orders)
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(and(sameRow(orders, found), eq(orders.shareToken, shareToken)))
      .for('update', { of: orders });
    if (!row) throw notFound('ORDER_NOT_FOUND');
    if (!row.trialDate) throw conflict('NO_TRIAL');
    if ((CLOSED_STATUSES as readonly string[]).includes(row.status))
      throw conflict('TRIAL_ORDER_CLOSED');
    if (row.trialResponse === answer.response && row.trialNote === answer.note) return;

    await recordTrialAnswer(tx, {
      storeId: row.storeId,
      orderId: row.id,
      answer,
      now: clock.now(),
    });
    await notifyLatest(
      { db: tx, push: pushes },
      {
        userIds: [await storeOwnerUserId(tx, row.storeId)],
        storeId: row.storeId,
        type: answer.response === 'confirmed' ? 'trial_confirmed' : 'trial_another_day',
        priority: answer.response === 'confirmed' ? 'normal' : 'high',
        data: {
          orderNumber: row.orderNumber,
          customerName: row.customerName,
          trialDate: trialDateOf(row),
          note: answer.note,
        },
        orderId: row.id,
      },
      {
        now: clock.now(),
        withinMs: TRIAL_ANSWER_NOTICE_WINDOW_MS,
        replaces: ['trial_confirmed', 'trial_another_day'],
        // An answer to a trial the shop has since moved is news of its own.
        sameData: ['trialDate'],
      },
    );
  });
  pushes.flush();
  return getSharedOrder({ db, clock: options.clock, imageLinks, shareToken });
}
