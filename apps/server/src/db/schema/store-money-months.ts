import { date, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { paise } from './columns';
import { stores } from './stores';

/**
 * A shop's money per month of its orders' order dates (`month` is the month's first day), as the
 * earnings define it (packages/shared/src/analytics.ts): revenue, advance and remaining of the
 * orders that are not Cancelled, paid of them all. Kept by triggers on orders in the transaction of
 * each write (migration 0008), never written by the app.
 */
export const storeMoneyMonths = pgTable(
  'store_money_months',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    revenuePaise: paise('revenue_paise').notNull().default(0),
    advancePaise: paise('advance_paise').notNull().default(0),
    paidPaise: paise('paid_paise').notNull().default(0),
    remainingPaise: paise('remaining_paise').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.month] })],
);
