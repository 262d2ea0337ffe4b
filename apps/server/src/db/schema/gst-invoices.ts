import {
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { stores } from './stores';

/**
 * An order's GST tax invoice: its number in the shop's series (financial year and serial, written
 * '2026-27/0001') and what it was issued with (the GSTIN, rate and place of supply then), so reprinting
 * the bill always gives the same invoice.
 */
export const gstInvoices = pgTable(
  'gst_invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The year the financial year starts in: 2026 for April 2026 to March 2027. */
    financialYear: smallint('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** The day of issue in India time; it decides the financial year. */
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    gstin: varchar('gstin', { length: 15 }).notNull(),
    gstRate: smallint('gst_rate').notNull(),
    /** The GST state code of the place of supply (gst.ts placeOfSupply). */
    placeOfSupply: varchar('place_of_supply', { length: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('gst_invoices_store_year_serial_unique').on(t.storeId, t.financialYear, t.serial)],
);

/**
 * The last serial given in each shop's series of a financial year. Taking the next one updates
 * this row inside the invoice's transaction, so concurrent servers queue on its lock and a
 * rolled-back invoice gives its serial back: the series has no gaps and no repeats.
 */
export const gstInvoiceSeries = pgTable(
  'gst_invoice_series',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    financialYear: smallint('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.financialYear] })],
);
