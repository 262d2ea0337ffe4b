import { type CustomerDetail } from '@tailor/shared/customers';
import { canChooseStatus, expectedDateError } from '@tailor/shared/orders';
import type {
  CustomerOrders,
  Order,
  OrderDetail,
  PaymentEntry,
  StatusEvent,
  UpdateOrderStatus,
} from '@tailor/shared/orders';
import { todayInShopZone } from '@tailor/shared/dates';
import { paiseToRupees } from '@tailor/shared/money';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queueCustomerMessage } from '../../lib/customer-message-outbox';
import { customers } from '../../db/schema/customers';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import type { StoreAuthContext } from '../../plugins/auth';
import type { ImageLinks } from '../images';
import { settleKarigarCredits } from '../karigars';
import type { PushService } from '../push';
import { findReachableOrderRow, lockOrder } from './core/order-access';
import { paidPaiseOf, paymentEntryColumns } from './core/order-ledger';
import { assertMayDeliver } from './core/order-rules';
import {
  buildOrderViews,
  orderViewOf,
  selectOrderRows,
  trialAnswerOf,
  type OrderRow,
} from './core/order-view';
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
 * GET /orders/{id} and GET /employee/orders/{id}: an order the caller may reach (order-access), with
 * its customer, status history and payments (oldest first).
 */
export async function getOrderDetail(options: {
  db: Database;
  publicUrl: string;
  imageLinks: ImageLinks;
  caller: StoreAuthContext;
  orderId: string;
}): Promise<OrderDetail> {
  const { db, publicUrl, imageLinks, caller, orderId } = options;
  const storeId = caller.store_id;
  const row = await findReachableOrderRow(db, { caller, orderId });
  // A person's name as this shop knows them: their employee record, else their account's name.
  // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which a subquery would misread.
  const nameOf = (
    userColumn: '"order_status_events"."changed_by"' | '"payments"."recorded_by"',
  ) => {
    const user = sql.raw(userColumn);
    return sql<
      string | null
    >`coalesce((select e.name from employees e where e.user_id = ${user} and e.store_id = ${storeId} limit 1), (select u.name from users u where u.id = ${user}))`;
  };

  const [views, customerRows, history, ledger] = await Promise.all([
    buildOrderViews(db, { publicUrl, imageLinks, rows: [row] }),
    db
      .select({
        id: customers.id,
        name: customers.name,
        gender: customers.gender,
        mobileNo: customers.mobileNo,
        address: customers.address,
        relation: customers.relation,
        upiId: stores.upiId,
        upiPayeeName: stores.upiPayeeName,
        shopName: stores.shopName,
      })
      .from(customers)
      .innerJoin(stores, eq(stores.id, customers.storeId))
      .where(eq(customers.id, row.customerId)),
    db
      .select({
        from: orderStatusEvents.fromStatus,
        to: orderStatusEvents.toStatus,
        note: orderStatusEvents.note,
        changes: orderStatusEvents.changes,
        byName: nameOf('"order_status_events"."changed_by"'),
        at: orderStatusEvents.createdAt,
      })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, orderId))
      .orderBy(asc(orderStatusEvents.createdAt)),
    db
      .select({
        ...paymentEntryColumns,
        byName: nameOf('"payments"."recorded_by"'),
      })
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(asc(payments.createdAt)),
  ]);
  const customer = customerRows[0]!;
  const cancelled =
    row.status === 'Cancelled' ? history.findLast((e) => e.to === 'Cancelled') : null;
  const paidMoney = cancelled?.changes?.find((c) => c.field === 'paidMoney');
  return {
    ...views[0]!,
    customer: {
      _id: customer.id,
      name: customer.name,
      gender: customer.gender as CustomerDetail['gender'],
      mobile_no: customer.mobileNo,
      address: customer.address,
      relation: customer.relation,
    },
    trial_answer: trialAnswerOf(row),
    upi_payee: customer.upiId
      ? { upi_id: customer.upiId, name: customer.upiPayeeName ?? customer.shopName }
      : null,
    status_history: history.map((event): StatusEvent => ({
      from: event.from as StatusEvent['from'],
      to: event.to as StatusEvent['to'],
      note: event.note,
      by_name: event.byName,
      at: event.at.toISOString(),
      changes: event.changes ?? [],
    })),
    payments: ledger.map((entry): PaymentEntry => ({
      _id: entry.id,
      amount: paiseToRupees(entry.amountPaise),
      kind: entry.kind as PaymentEntry['kind'],
      method: entry.method as PaymentEntry['method'],
      at: entry.at.toISOString(),
      recorded_by_name: entry.byName,
    })),
    cancellation:
      row.status === 'Cancelled'
        ? {
            reason: cancelled?.note ?? null,
            paid_money: (paidMoney?.to as 'refund' | 'keep' | undefined) ?? null,
            amount: paidMoney?.from ? Number(paidMoney.from) : 0,
          }
        : null,
  };
}

/**
 * POST /update_order_status: any of the four statuses from any status; Delivered
 * only by the shopkeeper and only once nothing is owed. Records the change and tells the order's
 * creator and the shopkeeper (whoever of them did not make the change).
 */
export async function updateOrderStatus(options: OrderWrite<UpdateOrderStatus>): Promise<Order> {
  const { db, publicUrl, imageLinks, caller, input } = options;
  const storeId = caller.store_id;
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
    // A cancelled order is over: its money was refunded or kept, so it does not go back to work.
    if (order.status === 'Cancelled') throw conflict('ORDER_CANCELLED');
    if (
      order.status === status &&
      order.delayNote === delayNote &&
      order.expectedDate === expectedDate
    )
      return order;
    if (status === 'Delivered' && order.status !== 'Delivered')
      assertMayDeliver(order, await paidPaiseOf(tx, order.id));
    await tx
      .update(orders)
      .set({ status, delayNote, expectedDate, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusEvents).values({
      storeId,
      orderId: order.id,
      fromStatus: order.status,
      toStatus: status,
      note: delayNote,
      changedBy: caller.userId,
    });
    const now = options.clock.now();
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
      await queueCustomerMessage(tx, { orderId: order.id, kind: 'ready', now });
    } else if (status === 'Delivered') {
      await queueCustomerMessage(tx, { orderId: order.id, kind: 'delivered', now });
    }
    await notifyStatusChange(
      { db: tx, push: pushes },
      {
        storeId,
        order,
        status,
        priority: status === 'Delayed' ? 'high' : 'normal',
        changedBy: caller.userId,
      },
    );
    return { ...order, status, delayNote, expectedDate };
  });
  pushes.flush();
  return orderViewOf(db, { publicUrl, imageLinks, row: updated });
}
