import { index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paise } from './columns';
import { orderPartColumns, orderPartKeys } from './orders';
import { users } from './users';

/** The ledger: advance and remaining amounts are derived from it, never edited free-hand. */
export const payments = pgTable(
  'payments',
  {
    ...orderPartColumns(),
    amountPaise: paise('amount_paise').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('payments', t),
    index('payments_order_idx').on(t.orderId),
    index('payments_store_created_idx').on(t.storeId, t.createdAt),
  ],
);
