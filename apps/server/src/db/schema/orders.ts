import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  unique,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { orderOwedSql } from '../order-balance';
import { createdAt, paise, rowId, updatedAt } from './columns';
import { customers } from './customers';
import { stores } from './stores';
import { users } from './users';

export const orders = pgTable(
  'orders',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderNumber: integer('order_number').notNull(),
    customerId: uuid('customer_id').notNull(),
    orderType: varchar('order_type', { length: 12 }).notNull().default('new'),
    status: varchar('status', { length: 12 }).notNull().default('Pending'),
    delayNote: text('delay_note'),
    /** The new date promised to the customer while the order is Delayed; null otherwise. */
    expectedDate: date('expected_date', { mode: 'string' }),
    totalPaise: paise('total_paise').notNull(),
    /** What the payments ledger holds for the order, net of refunds; kept by triggers on payments (migration 0008). */
    paidPaise: paise('paid_paise').notNull().default(0),
    /** The advance payments of the ledger; kept likewise. */
    advancePaise: paise('advance_paise').notNull().default(0),
    paymentType: varchar('payment_type', { length: 8 }).notNull(),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The trial (fitting) day, and its time of day if fixed, shop time; null: no trial. */
    trialDate: date('trial_date', { mode: 'string' }),
    trialTime: time('trial_time'),
    /** The customer's answer to this trial from the tracking page: 'confirmed' or 'another_day'. */
    trialResponse: varchar('trial_response', { length: 12 }),
    trialNote: text('trial_note'),
    trialRespondedAt: timestamp('trial_responded_at', { withTimezone: true }),
    shareToken: text('share_token').notNull(),
    /** The order whose fit this alteration fixes (the customer said it needs a change). */
    fixesOrderId: uuid('fixes_order_id'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'orders_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'orders_customer_fk',
      columns: [t.customerId, t.storeId],
      foreignColumns: [customers.id, customers.storeId],
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique('orders_share_token_unique').on(t.shareToken, t.storeId),
    unique('orders_store_number_unique').on(t.storeId, t.orderNumber),
    // The order list's sort, whole (newest first, then the higher number), and per status chip.
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.orderNumber),
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.orderNumber),
    // A date range counted from the index alone.
    index('orders_store_order_date_idx').on(t.storeId, t.orderDate, t.status, t.orderType),
    index('orders_store_status_due_idx').on(t.storeId, t.status, t.dueDate),
    index('orders_customer_idx').on(t.customerId),
    index('orders_created_by_idx').on(t.createdBy),
    index('orders_store_created_by_idx').on(t.storeId, t.createdBy),
    // The shop's trials day by day.
    index('orders_store_trial_idx')
      .on(t.storeId, t.trialDate, t.trialTime)
      .where(sql`${t.trialDate} is not null`),
    // The orders waiting to be collected ('not collected' messages, customer-messages/scheduled-messages.ts).
    index('orders_completed_idx')
      .on(t.storeId)
      .where(sql`${t.status} = 'Completed'`),
    // One shop's open orders by due date, in the due lists' order; the reminder job reads it shop by shop.
    index('orders_open_due_idx')
      .on(t.storeId, t.dueDate, t.orderNumber)
      .where(sql`${t.status} not in ('Delivered', 'Cancelled')`),
    // The capacity calendar: a shop's garments still to be made by work day (0017).
    index('orders_store_work_day_idx')
      .on(t.storeId, sql`coalesce(${t.expectedDate}, ${t.dueDate})`)
      .where(sql`${t.status} not in ('Completed', 'Delivered', 'Cancelled')`),
    // The money-still-out report: a shop's orders of a status by what they owe (0015).
    index('orders_store_owing_idx').on(t.storeId, t.status, orderOwedSql(t)),
  ],
);

/**
 * The first columns of a row that is part of one order (its lines, payments, history): its id, its
 * shop, and its order, which takes it along when deleted (orderPartKeys).
 */
export const orderPartColumns = () => ({
  id: rowId(),
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id),
  orderId: uuid('order_id').notNull(),
});

/** The keys of an order's part: (id, store_id), and its order's, by both columns (migration 0024). */
export function orderPartKeys(
  table: string,
  t: { id: AnyPgColumn; storeId: AnyPgColumn; orderId: AnyPgColumn },
) {
  return [
    primaryKey({ name: `${table}_pkey`, columns: [t.id, t.storeId] }),
    foreignKey({
      name: `${table}_order_fk`,
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId],
    }).onDelete('cascade'),
  ];
}
