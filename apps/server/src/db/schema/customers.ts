import { index, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { stores } from './stores';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    gender: varchar('gender', { length: 6 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    address: text('address'),
    shareToken: text('share_token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customers_store_mobile_unique').on(t.storeId, t.mobileNo),
    index('customers_store_name_idx').on(t.storeId, t.name),
    index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id),
  ],
);
