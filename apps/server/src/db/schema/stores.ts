import type { CustomerMessageSettings } from '@tailor/shared/customer-messages';
import type { TagSheet } from '@tailor/shared/garments-rules';
import type { TallyLedgers } from '@tailor/shared/books-rules';
import type { GstScheme } from '@tailor/shared/gst-rules';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PositionPermissions } from '@tailor/shared/settings-responses';
import { createdAt, id, paise, updatedAt } from './columns';
import { users } from './users';

export type MeasurementTemplates = Record<
  'male' | 'female',
  { garment: string; measurements: string[]; hints?: Record<string, string> }[]
>;

export const stores = pgTable(
  'stores',
  {
    id: id(),
    /**
     * One shop per owner, kept by the shop's creation (it locks the owner's users row first): a
     * distributed database keeps no unique key of stores but its id (migration 0024).
     */
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    shopName: text('shop_name').notNull(),
    ownersName: text('owners_name').notNull(),
    email: text('email'),
    phone: varchar('phone', { length: 10 }),
    address: text('address').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    /** Next per-store order number; incremented inside the order-creating transaction. */
    nextOrderNumber: integer('next_order_number').notNull().default(1),
    orderNumberPrefix: varchar('order_number_prefix', { length: 10 }).notNull().default(''),
    customerMessageLanguage: varchar('customer_message_language', { length: 5 })
      .notNull()
      .default('en'),
    measurementTemplates: jsonb('measurement_templates').$type<MeasurementTemplates>(),
    /** The unit new measurements are taken in (migration 0018); each order line keeps its own. */
    measurementUnit: varchar('measurement_unit', { length: 2 })
      .$type<MeasurementUnit>()
      .notNull()
      .default('in'),
    /** Per position, whether staff may collect payments; null: the defaults. */
    positionPermissions: jsonb('position_permissions').$type<PositionPermissions>(),
    /** The shop's UPI address (a VPA such as 'shopname@okaxis'); null: no UPI payments offered. */
    upiId: text('upi_id'),
    /** The payee name UPI apps show; null: the shop's name. */
    upiPayeeName: text('upi_payee_name'),
    /** The shop's GSTIN; null: plain bills. Set, the bills and receipt are GST tax invoices. */
    gstin: varchar('gstin', { length: 15 }),
    /** The GST rate in per cent its prices include (gst.ts: 5, tailoring's rate, by default). */
    gstRate: smallint('gst_rate').notNull().default(5),
    /** Which bills the shop issues: plain, bills of supply or tax invoices (gst.ts, 0026). */
    gstScheme: varchar('gst_scheme', { length: 12 })
      .$type<GstScheme>()
      .notNull()
      .default('unregistered'),
    /** The composition rate in per cent of turnover (CMP-08); 6 for services. */
    compositionRate: smallint('composition_rate').notNull().default(6),
    /** The SAC/HSN code of the shop's supplies, as the shop or its accountant decides. */
    sacCode: varchar('sac_code', { length: 8 }).notNull().default('998821'),
    /** Annual turnover above ₹5 crore: the code prints with 6 digits instead of 4. */
    turnoverAbove5Crore: boolean('turnover_above_5_crore').notNull().default(false),
    /** The day book's opening cash and the day it applies from; null: not entered (0 from the start). */
    openingCashPaise: paise('opening_cash_paise'),
    openingCashDate: date('opening_cash_date', { mode: 'string' }),
    /** The Tally ledger names the export uses; null or absent: the defaults (tally.ts). */
    tallyLedgers: jsonb('tally_ledgers').$type<Partial<TallyLedgers>>(),
    /** Which customer messages are sent, and 'not collected' after how many days; null: all, 7. */
    customerMessages: jsonb('customer_messages').$type<Partial<CustomerMessageSettings>>(),
    /** Garments the shop can finish a day; null: no capacity planning (shared capacity.ts). */
    dailyCapacity: smallint('daily_capacity'),
    /** Per employee id, the garments they can finish a day; null or absent: none set. */
    employeeCapacity: jsonb('employee_capacity').$type<Record<string, number>>(),
    /** Days before the work day staff aim to finish by (their internal target date). */
    bufferDays: smallint('buffer_days').notNull().default(0),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** The garment tags' paper: an A4 sheet of 24 labels, or a 58 mm thermal roll (0025). */
    tagSheet: varchar('tag_sheet', { length: 10 }).$type<TagSheet>().notNull().default('a4'),
    /** Whether an order becomes Completed once every garment is scanned ready. */
    completeWhenReady: boolean('complete_when_ready').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stores_owner_user_idx').on(t.ownerUserId),
    check('stores_measurement_unit_check', sql`${t.measurementUnit} in ('in', 'cm')`),
    check(
      'stores_gst_scheme_check',
      sql`${t.gstScheme} in ('unregistered', 'composition', 'regular')`,
    ),
    check('stores_tag_sheet_check', sql`${t.tagSheet} in ('a4', 'thermal58')`),
  ],
);
