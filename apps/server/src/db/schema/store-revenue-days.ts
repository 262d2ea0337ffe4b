import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { paise } from './columns';
import { stores } from './stores';

/**
 * A shop's revenue (totals of the orders that are not Cancelled) per order date, for the 30-day
 * chart. Kept by triggers on orders in the transaction of each write (migration 0008); a day
 * without revenue may have no row.
 */
export const storeRevenueDays = pgTable(
  'store_revenue_days',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    revenuePaise: paise('revenue_paise').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
