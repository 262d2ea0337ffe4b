import { integer, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/**
 * How many orders a shop has per status and order type: the order list's total without counting
 * the shop's orders on every page. Kept by triggers on orders in the transaction of each write
 * (migration 0009); a status and type the shop has no order of may have no row, or a row of 0.
 */
export const storeOrderCounts = pgTable(
  'store_order_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 12 }).notNull(),
    orderType: varchar('order_type', { length: 12 }).notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.status, t.orderType] })],
);
