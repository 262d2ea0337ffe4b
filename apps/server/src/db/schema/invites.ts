import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { employees } from './employees';
import { stores } from './stores';
import { users } from './users';

export const invites = pgTable(
  'invites',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    token: text('token').notNull().unique(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id),
    employeeId: uuid('employee_id').references(() => employees.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_store_idx').on(t.storeId, t.createdAt),
    index('invites_phone_idx').on(t.phone),
  ],
);
