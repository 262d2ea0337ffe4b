import { canChooseStatus, expectedDateError } from '@tailor/shared/orders';
import type { CustomerOrders, Order, OrderStatus, UpdateOrderStatus } from '@tailor/shared/orders';
import { todayInShopZone } from '@tailor/shared/dates';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { sameRow } from '../../db/shop-joins';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import { queueCustomerMessage } from '../customer-messages';
import type { ImageLinks } from '../images';
import { settleKarigarCredits } from '../karigars';
import type { PushQueue, PushService } from '../push';
import { lockOrder } from './core/order-access';
import { paidPaiseOf } from './core/order-ledger';
import { assertMayDeliver } from './core/order-rules';
import { buildOrderViews, orderViewOf, selectOrderRows, type OrderRow } from './core/order-view';
import { notifyStatusChange } from './order-notifications';

/** What every order write needs: the database, the clock, push, links and the caller, and its input. */
export type OrderWrite<Input> = {
  db: Database;
  clock: Clock;
  push: PushService;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  input: Input;
};

/** GET /get_customer_orders/{customerId}: every order of one customer of the store, newest first. */
export async function listCustomerOrders(options: {
  db: Database;
  publicUrl: string;
  imageLinks: ImageLinks;
  storeId: string;
  customerId: string;
}): Promise<CustomerOrders> {
  const { db, publicUrl, imageLinks, storeId, customerId } = options;
  if (!isUuid(customerId)) throw notFound('CUSTOMER_NOT_FOUND');
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.storeId, storeId)));
  if (!customer) throw notFound('CUSTOMER_NOT_FOUND');
  const rows = await selectOrderRows(db)
    .where(and(eq(orders.customerId, customerId), eq(orders.storeId, storeId)))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  return { orders: await buildOrderViews(db, { publicUrl, imageLinks, rows }) };
}

/**
 * POST /update_order_status: any of the four statuses from any status; Delivered
 * only by the shopkeeper and only once nothing is owed. Records the change and tells the order's
 * creator and the shopkeeper (whoever of them did not make the change).
 */
export async function updateOrderStatus(options: OrderWrite<UpdateOrderStatus>): Promise<Order> {
  const { db, publicUrl, imageLinks, caller, input } = options;
  const { status } = input;
  if (!canChooseStatus(caller.role, status)) throw forbidden('DELIVERED_SHOPKEEPER_ONLY');
  // The delay's reason and new date are for the customer while the order is late; leaving Delayed
  // clears them so an old promise is never shown again.
  const delayNote = status === 'Delayed' ? input.delay_note : null;
  const expectedDate = status === 'Delayed' ? input.expected_date : null;
  const expectedError = expectedDateError(expectedDate, todayInShopZone(options.clock.now()));
  if (expectedError) throw badRequest('EXPECTED_DATE_PAST');

  const pushes = options.push.afterCommit();
  const updated = await db.transaction(async (tx): Promise<OrderRow> => {
    const order = await lockOrder(tx, { caller, orderId: input.order_id });
    return changeOrderStatus(tx, {
      caller,
      order,
      status,
      delayNote,
      expectedDate,
      now: options.clock.now(),
      pushes,
    });
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: updated });
}

/**
 * Moves a locked order (lockOrder) to `status` inside the caller's transaction: the one way an
 * order's status changes by hand (POST /update_order_status) or by its garments (every one scanned
 * ready): its history, the karigars' credits, the customer's message and the staff's notices.
 * Answers the order's row as changed. A Cancelled order does not go back to work.
 */
export async function changeOrderStatus(
  tx: Tx,
  options: {
    caller: StoreAuthContext;
    order: OrderRow;
    status: OrderStatus;
    delayNote: string | null;
    expectedDate: string | null;
    now: Date;
    pushes: PushQueue;
  },
): Promise<OrderRow> {
  const { caller, order, status, delayNote, expectedDate, now } = options;
  const storeId = caller.store_id;
  // A cancelled order is over: its money was refunded or kept, so it does not go back to work.
  if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED');
  if (
    order.status === status &&
    order.delayNote === delayNote &&
    order.expectedDate === expectedDate
  )
    return order;
  if (status === 'Delivered' && order.status !== 'Delivered')
    assertMayDeliver(order, await paidPaiseOf(tx, order));
  await tx
    .update(orders)
    .set({ status, delayNote, expectedDate, updatedAt: new Date() })
    .where(sameRow(orders, order));
  await tx.insert(orderStatusEvents).values({
    storeId,
    orderId: order.id,
    fromStatus: order.status,
    toStatus: status,
    note: delayNote,
    changedBy: caller.userId,
  });
  await settleKarigarCredits(tx, {
    storeId,
    orderId: order.id,
    orderNumber: order.orderNumber,
    status,
    now,
    userId: caller.userId,
  });
  if (status === 'Completed') {
    // The ready message carries the balance and the link to pay it: one message, not two.
    await queueCustomerMessage(tx, { storeId, orderId: order.id, kind: 'ready', now });
  } else if (status === 'Delivered') {
    await queueCustomerMessage(tx, { storeId, orderId: order.id, kind: 'delivered', now });
  }
  await notifyStatusChange(
    { db: tx, push: options.pushes },
    {
      storeId,
      order,
      status,
      priority: status === 'Delayed' ? 'high' : 'normal',
      changedBy: caller.userId,
    },
  );
  return { ...order, status, delayNote, expectedDate };
}
