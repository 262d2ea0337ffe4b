import { integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { jobColumns, jobKey } from './employees';

/**
 * Per job (employee row) and order status: the garments assigned to it and the orders with at least
 * one of them. The employee area's totals without counting a tailor's history on every page. Kept
 * by triggers on order_products in the transaction of each write (migration 0011); a status the job
 * has no work in may have no row, or a row of 0.
 */
export const employeeWorkCounts = pgTable(
  'employee_work_counts',
  {
    ...jobColumns(),
    status: varchar('status', { length: 12 }).notNull(),
    garments: integer('garments').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'employee_work_counts_pkey', columns: [t.employeeId, t.status, t.storeId] }),
    jobKey('employee_work_counts', t),
  ],
);
