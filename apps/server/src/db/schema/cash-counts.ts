import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, paise, rowId, updatedAt } from './columns';
import { stores } from './stores';

/**
 * The cash a shop counted in its drawer at the end of a day (0026): the day book shows it beside
 * the cash it expected, and the difference. One count a day; a second entry replaces the first.
 */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The day counted, India time. */
    day: date('day', { mode: 'string' }).notNull(),
    countedPaise: paise('counted_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'cash_counts_pkey', columns: [t.id, t.storeId] }),
    unique('cash_counts_store_day_unique').on(t.storeId, t.day),
    check('cash_counts_counted_check', sql`${t.countedPaise} >= 0`),
  ],
);
