import { FIT_WINDOW_DAYS } from '@tailor/shared/fit-rules';
import type { SharedFit } from '@tailor/shared/fit';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOfOrder } from '../../db/shop-joins';
import { orderFitAnswers } from '../../db/schema/order-fit-answers';
import { orderProducts } from '../../db/schema/order-products';
import { orderStatusEvents } from '../../db/schema/order-status-events';

const DAY_MS = 86_400_000;

/** When the order last became Delivered; null when it never did. */
export async function deliveredAtOf(
  db: DbOrTx,
  order: { storeId: string; orderId: string },
): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${orderStatusEvents.createdAt})` })
    .from(orderStatusEvents)
    .where(and(rowsOfOrder(orderStatusEvents, order), eq(orderStatusEvents.toStatus, 'Delivered')));
  return row?.at ? new Date(row.at) : null;
}

/** Until when the customer may tell how a Delivered order fitted. */
export function fitWindowEnd(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + FIT_WINDOW_DAYS * DAY_MS);
}

/**
 * The tracking page's 'How did it fit?': until when it is open (while the order is Delivered and
 * for FIT_WINDOW_DAYS after), the answers given, and the garments to answer for.
 */
export async function sharedFitOf(
  db: DbOrTx,
  order: { storeId: string; orderId: string; status: string; now: Date },
): Promise<SharedFit> {
  const [deliveredAt, answers, garments] = await Promise.all([
    order.status === 'Delivered' ? deliveredAtOf(db, order) : Promise.resolve(null),
    db
      .select()
      .from(orderFitAnswers)
      .where(rowsOfOrder(orderFitAnswers, order))
      .orderBy(asc(orderFitAnswers.createdAt)),
    db
      .select({ id: orderProducts.id, name: orderProducts.name })
      .from(orderProducts)
      .where(rowsOfOrder(orderProducts, order))
      .orderBy(asc(orderProducts.position)),
  ]);
  const end = deliveredAt ? fitWindowEnd(deliveredAt) : null;
  return {
    open_until: end && end.getTime() >= order.now.getTime() ? end.toISOString() : null,
    answers: answers.map((answer) => ({
      product_id: answer.productId,
      fit: answer.fit,
      note: answer.note,
      at: answer.createdAt.toISOString(),
    })),
    garments: garments.map((garment) => ({ _id: garment.id, name: garment.name })),
  };
}
