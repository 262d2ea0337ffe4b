import { rowsOfOrder } from '../../db/shop-joins';
import { type CustomerDetail } from '@tailor/shared/customers';
import type { OrderDetail, PaymentEntry, StatusEvent } from '@tailor/shared/orders';
import { paiseToRupees } from '@tailor/shared/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerCardColumns, customers } from '../../db/schema/customers';
import { orderStatusEvents } from '../../db/schema/order-status-events';
import { payments } from '../../db/schema/payments';
import { stores } from '../../db/schema/stores';
import type { StoreAuthContext } from '../../plugins/auth';
import type { ImageLinks } from '../images';
import { findReachableOrderRow } from './core/order-access';
import { paymentEntryColumns } from './core/order-ledger';
import { buildOrderViews, trialAnswerOf } from './core/order-view';

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
        ...customerCardColumns,
        upiId: stores.upiId,
        upiPayeeName: stores.upiPayeeName,
        shopName: stores.shopName,
      })
      .from(customers)
      .innerJoin(stores, eq(stores.id, customers.storeId))
      .where(and(eq(customers.id, row.customerId), eq(customers.storeId, storeId))),
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
      .where(rowsOfOrder(orderStatusEvents, { storeId, orderId }))
      .orderBy(asc(orderStatusEvents.createdAt)),
    db
      .select({
        ...paymentEntryColumns,
        byName: nameOf('"payments"."recorded_by"'),
      })
      .from(payments)
      .where(rowsOfOrder(payments, { storeId, orderId }))
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
