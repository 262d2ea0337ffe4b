import { addDays, todayInShopZone } from '@tailor/shared/dates';
import type { FitFeedback, FitFeedbackAnswer } from '@tailor/shared/fit';
import { FIT_FIX_DUE_DAYS } from '@tailor/shared/fit-rules';
import { createOrderSchema } from '@tailor/shared/orders';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOfOrder, sameRow, sameShopRow } from '../../db/shop-joins';
import { customers } from '../../db/schema/customers';
import { orderFitAnswers } from '../../db/schema/order-fit-answers';
import { orderProducts } from '../../db/schema/order-products';
import { orders } from '../../db/schema/orders';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { ImageLinks } from '../images';
import type { PushService } from '../push';
import { deliveredAtOf, fitWindowEnd, sharedFitOf } from './fit-answers.queries';
import { createOrder } from './order-create.service';
import { insertNotifications, storeOwnerUserId } from './order-notifications';

const SHARE_TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * POST /shared_order/{token}/feedback: how the order fitted, from the tracking link, no login,
 * within FIT_WINDOW_DAYS of the order becoming Delivered (409 before or after). One answer per
 * garment, and one for the whole order (no product_id); a second is 409 and the first stays.
 * 'needs_change' opens an alteration order for the same person through the order creation itself
 * (createOrder: its number, history, outbox message and the rest), linked to the original
 * (fixes_order_id), priced 0 and due in FIT_FIX_DUE_DAYS days, with the customer's note on its
 * garments (the one named, or all of the order's), and tells the shop's owner.
 */
export async function recordFitAnswer(options: {
  db: Database;
  clock: Clock;
  push: PushService;
  publicUrl: string;
  imageLinks: ImageLinks;
  shareToken: string;
  feedback: FitFeedback;
}): Promise<FitFeedbackAnswer> {
  const { db, clock, shareToken, feedback } = options;
  if (!SHARE_TOKEN.test(shareToken)) throw notFound('ORDER_NOT_FOUND');
  const [found] = await db
    .select({ id: orders.id, storeId: orders.storeId })
    .from(orders)
    .where(eq(orders.shareToken, shareToken));
  if (!found) throw notFound('ORDER_NOT_FOUND');
  const pushes = options.push.afterCommit();
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        storeId: orders.storeId,
        orderNumber: orders.orderNumber,
        status: orders.status,
        customerId: customers.id,
        customerName: customers.name,
        mobileNo: customers.mobileNo,
        address: customers.address,
        gender: customers.gender,
      })
      .from(orders)
      .innerJoin(customers, sameShopRow(customers, orders.customerId, orders))
      .where(and(sameRow(orders, found), eq(orders.shareToken, shareToken)))
      .for('update', { of: orders });
    if (!order) throw notFound('ORDER_NOT_FOUND');
    const now = clock.now();
    const ofOrder = { storeId: order.storeId, orderId: order.id };
    const deliveredAt = order.status === 'Delivered' ? await deliveredAtOf(tx, ofOrder) : null;
    if (!deliveredAt || fitWindowEnd(deliveredAt).getTime() < now.getTime())
      throw conflict('FIT_WINDOW_CLOSED');

    const lines = await tx
      .select()
      .from(orderProducts)
      .where(rowsOfOrder(orderProducts, ofOrder))
      .orderBy(asc(orderProducts.position));
    const named = feedback.product_id
      ? lines.find((line) => isUuid(feedback.product_id!) && line.id === feedback.product_id)
      : undefined;
    if (feedback.product_id && !named) throw badRequest('FIT_PRODUCT_NOT_IN_ORDER');

    const [answer] = await tx
      .insert(orderFitAnswers)
      .values({
        storeId: order.storeId,
        orderId: order.id,
        productId: named?.id ?? null,
        garmentKey: named?.id ?? order.id,
        fit: feedback.fit,
        note: feedback.note,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!answer) throw conflict('FIT_ANSWERED');
    if (feedback.fit === 'good') return { alterationNumber: null };

    const ownerUserId = await storeOwnerUserId(tx, order.storeId);
    const today = todayInShopZone(now);
    const garments = named ? [named] : lines;
    const input = createOrderSchema.parse({
      customer: {
        name: order.customerName,
        mobile_no: order.mobileNo,
        address: order.address,
        gender: order.gender,
        customerId: order.customerId,
      },
      order: {
        orderType: 'alteration',
        totalAmount: 0,
        advancePayment: 0,
        orderDate: today,
        dueDate: addDays(today, FIT_FIX_DUE_DAYS),
        products: garments.map((line) => ({
          product: line.name,
          price: 0,
          measurements: line.measurements,
          measurement_unit: line.measurementUnit,
          note: feedback.note,
        })),
      },
    });
    const alteration = await createOrder({
      db: tx,
      clock,
      push: options.push,
      publicUrl: options.publicUrl,
      imageLinks: options.imageLinks,
      // The shop's own order, opened for it: the customer asked, the shop does the work.
      caller: {
        sub: ownerUserId,
        userId: ownerUserId,
        role: 'shopkeeper',
        store_id: order.storeId,
        employee_id: null,
        tv: 0,
      },
      input,
      fixesOrderId: order.id,
    });
    await tx
      .update(orderFitAnswers)
      .set({ alterationOrderId: alteration._id })
      .where(sameRow(orderFitAnswers, answer));
    await insertNotifications({ db: tx, push: pushes }, order.storeId, [
      {
        userId: ownerUserId,
        type: 'fit_needs_change',
        priority: 'high',
        data: {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          productName: named?.name ?? null,
          note: feedback.note,
          alterationNumber: alteration.order_number,
        },
        orderId: alteration._id,
      },
    ]);
    return { alterationNumber: alteration.order_number };
  });
  pushes.flush();
  const fit = await sharedFitOf(db, {
    storeId: found.storeId,
    orderId: found.id,
    status: 'Delivered',
    now: clock.now(),
  });
  return { ...fit, alteration_order_number: result.alterationNumber };
}
