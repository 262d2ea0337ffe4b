import { sql } from 'drizzle-orm';
import {
  date,
  index,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Relation } from '@tailor/shared/customers-rules';
import { createdAt, rowId, updatedAt } from './columns';
import { stores } from './stores';

export const customers = pgTable(
  'customers',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    gender: varchar('gender', { length: 6 }),
    mobileNo: varchar('mobile_no', { length: 10 }).notNull(),
    address: text('address'),
    /** How the person is related to the number's owner; the number's first person is 'self'. */
    relation: varchar('relation', { length: 10 }).$type<Relation>().notNull().default('self'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** A business customer's GSTIN (0026): printed on its invoices, which count as B2B. */
    gstin: varchar('gstin', { length: 15 }),
    shareToken: text('share_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'customers_pkey', columns: [t.id, t.storeId] }),
    // Unique per shop (a distributed table keeps no other); led by the token for the public pages.
    unique('customers_share_token_unique').on(t.shareToken, t.storeId),
    // One phone often holds a whole family: people share a number, each unique by name on it.
    uniqueIndex('customers_store_mobile_name_unique').on(
      t.storeId,
      t.mobileNo,
      sql`lower(${t.name})`,
    ),
    index('customers_store_name_idx').on(t.storeId, t.name),
    index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id),
  ],
);

/** A person as their card shows them: who they are, how to reach them, and whose number it is. */
export const customerCardColumns = {
  id: customers.id,
  name: customers.name,
  gender: customers.gender,
  mobileNo: customers.mobileNo,
  address: customers.address,
  relation: customers.relation,
};
