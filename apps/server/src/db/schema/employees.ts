import { boolean, index, integer, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { stores } from './stores';
import { users } from './users';

export const employees = pgTable(
  'employees',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null until the person accepts an invite or signs in with this phone. */
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    position: varchar('position', { length: 20 }).notNull().default('tailor'),
    experience: integer('experience'),
    specialization: varchar('specialization', { length: 30 }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('employees_store_phone_unique').on(t.storeId, t.phone),
    index('employees_user_idx').on(t.userId),
  ],
);
