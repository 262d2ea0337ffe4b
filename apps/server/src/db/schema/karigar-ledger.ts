import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paise, rowId, updatedAt } from './columns';
import { employees, jobColumns, jobKey } from './employees';
import { stores } from './stores';
import { users } from './users';

/**
 * The shop's piece rate for a garment (matched by name, case and spaces aside) at a stage of work,
 * for one employee or, with no employee, for all; the employee's own rate wins. A credit keeps the
 * rate it was made with, so changing or removing a rate never changes past credits.
 */
export const karigarRates = pgTable(
  'karigar_rates',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id'),
    garment: text('garment').notNull(),
    /** The garment's name trimmed and lower-cased: what an order line's name is matched by. */
    garmentKey: text('garment_key').notNull(),
    stage: varchar('stage', { length: 12 }).notNull().default('completed'),
    ratePaise: paise('rate_paise').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'karigar_rates_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'karigar_rates_employee_fk',
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId],
    }).onDelete('cascade'),
    unique('karigar_rates_garment_unique')
      .on(t.storeId, t.garmentKey, t.stage, t.employeeId)
      .nullsNotDistinct(),
    check('karigar_rates_positive', sql`${t.ratePaise} > 0`),
  ],
);

/**
 * An employee's wage ledger. Earned: 'credit' (a garment's work, positive) and 'credit_reversal'
 * (the same amount back, when the garment is reassigned, removed or its order reopened). Paid:
 * 'payout' (money given, positive; more than owed is an advance) and 'payout_reversal' (a payout
 * recorded by mistake). Rows are never edited or deleted. A garment's nth credit and its reversal
 * share `generation` n; the unique key makes a second credit of the same generation impossible.
 */
export const karigarLedger = pgTable(
  'karigar_ledger',
  {
    id: rowId(),
    ...jobColumns(),
    kind: varchar('kind', { length: 16 }).notNull(),
    amountPaise: paise('amount_paise').notNull(),
    /** The shop's calendar day the entry counts on (a payout's chosen day). */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    // Order lines may be removed by an edit: their credits keep the id, number and name.
    orderId: uuid('order_id'),
    productId: uuid('product_id'),
    orderNumber: integer('order_number'),
    garment: text('garment'),
    stage: varchar('stage', { length: 12 }),
    generation: integer('generation'),
    /** 'cash' or 'upi', for payouts. */
    method: varchar('method', { length: 8 }),
    note: text('note'),
    reversesId: uuid('reverses_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'karigar_ledger_pkey', columns: [t.id, t.storeId] }),
    jobKey('karigar_ledger', t),
    foreignKey({
      name: 'karigar_ledger_reverses_fk',
      columns: [t.reversesId, t.storeId],
      foreignColumns: [t.id, t.storeId],
    }).onDelete('cascade'),
    check(
      'karigar_ledger_kind',
      sql`${t.kind} in ('credit', 'credit_reversal', 'payout', 'payout_reversal')`,
    ),
    unique('karigar_ledger_one_per_generation').on(
      t.productId,
      t.stage,
      t.generation,
      t.kind,
      t.storeId,
    ),
    unique('karigar_ledger_reversed_once').on(t.reversesId, t.storeId),
    index('karigar_ledger_employee_date_idx').on(t.storeId, t.employeeId, t.entryDate),
    index('karigar_ledger_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);
