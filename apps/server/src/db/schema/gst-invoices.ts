import type {
  GstDocumentKind,
  GstDocumentLine,
  GstNoteKind,
  GstNoteReason,
} from '@tailor/shared/gst';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, rowId } from './columns';
import { orders } from './orders';
import { stores } from './stores';

/**
 * An order's GST tax invoice: its number in the shop's series (financial year and serial, written
 * '2026-27/0001'), what it was issued with (the GSTIN, rate and place of supply then) and what it
 * invoiced (the customer's name, the lines, the total and its split), so reprinting the bill always
 * gives the same invoice, however the order changes later (gstNotes record the changes).
 */
export const gstInvoices = pgTable(
  'gst_invoices',
  {
    orderId: uuid('order_id').notNull(),
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
    /** A tax invoice, or a composition shop's bill of supply: each its own series (0026). */
    documentKind: varchar('document_kind', { length: 14 })
      .$type<GstDocumentKind>()
      .notNull()
      .default('tax_invoice'),
    /** The SAC/HSN code as printed (4 or 6 digits); null: issued before 0026, SAC 998821. */
    sacCode: varchar('sac_code', { length: 8 }),
    /** The customer's GSTIN when it was issued: a B2B invoice. */
    customerGstin: varchar('customer_gstin', { length: 15 }),
    // What was invoiced (migration 0020). Null only on an invoice issued before it and restored
    // from an older export: tax-invoice.ts records it from the order at first use.
    customerName: text('customer_name'),
    lines: jsonb('lines').$type<GstDocumentLine[]>(),
    /** Tax-inclusive, as the shop quoted it; taxable + CGST + SGST + IGST. */
    totalPaise: paise('total_paise'),
    taxablePaise: paise('taxable_paise'),
    cgstPaise: paise('cgst_paise'),
    sgstPaise: paise('sgst_paise'),
    igstPaise: paise('igst_paise'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'gst_invoices_pkey', columns: [t.orderId, t.storeId] }),
    foreignKey({
      name: 'gst_invoices_order_fk',
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId],
    }).onDelete('cascade'),
    unique('gst_invoices_store_kind_year_serial_unique').on(
      t.storeId,
      t.documentKind,
      t.financialYear,
      t.serial,
    ),
    check(
      'gst_invoices_document_kind_check',
      sql`${t.documentKind} in ('tax_invoice', 'bill_of_supply')`,
    ),
  ],
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
    documentKind: varchar('document_kind', { length: 14 })
      .$type<GstDocumentKind>()
      .notNull()
      .default('tax_invoice'),
    financialYear: smallint('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'gst_invoice_series_store_kind_year_pk',
      columns: [t.storeId, t.documentKind, t.financialYear],
    }),
  ],
);

/**
 * A credit note (the invoiced value went down, or the order was cancelled) or a debit note (it
 * went up) against an order's invoice: its number in the shop's series of its kind and financial
 * year ('CN/2026-27/0001'), its date, and the difference it records, split as the invoice is
 * (gst.ts splitNote). The values before and after are the invoice's with every earlier note.
 */
export const gstNotes = pgTable(
  'gst_notes',
  {
    id: rowId(),
    /** The invoice the note is against: the order's. */
    orderId: uuid('order_id').notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 6 }).$type<GstNoteKind>().notNull(),
    financialYear: smallint('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** The day of issue in India time; it decides the financial year. */
    noteDate: date('note_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 10 }).$type<GstNoteReason>().notNull(),
    valueBeforePaise: paise('value_before_paise').notNull(),
    valueAfterPaise: paise('value_after_paise').notNull(),
    /** The difference, tax-inclusive and never negative; the kind gives its direction. */
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    /** The order's lines when the note was issued (for a cancellation, the lines cancelled). */
    lines: jsonb('lines').$type<GstDocumentLine[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'gst_notes_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'gst_notes_invoice_fk',
      columns: [t.orderId, t.storeId],
      foreignColumns: [gstInvoices.orderId, gstInvoices.storeId],
    }).onDelete('cascade'),
    unique('gst_notes_store_kind_year_serial_unique').on(
      t.storeId,
      t.kind,
      t.financialYear,
      t.serial,
    ),
    check('gst_notes_kind_check', sql`${t.kind} in ('credit', 'debit')`),
    check('gst_notes_reason_check', sql`${t.reason} in ('revised', 'cancelled')`),
    index('gst_notes_order_idx').on(t.orderId, t.createdAt),
  ],
);

/** The last serial of each shop's credit notes and debit notes per financial year, as gstInvoiceSeries. */
export const gstNoteSeries = pgTable(
  'gst_note_series',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 6 }).$type<GstNoteKind>().notNull(),
    financialYear: smallint('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind, t.financialYear] })],
);
