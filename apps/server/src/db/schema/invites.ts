import {
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns';
import { employees } from './employees';
import { stores } from './stores';
import { users } from './users';

export const invites = pgTable(
  'invites',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    phone: varchar('phone', { length: 10 }).notNull(),
    email: text('email'),
    token: text('token').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    invitedBy: uuid('invited_by').references(() => users.id),
    employeeId: uuid('employee_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'invites_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'invites_employee_fk',
      columns: [t.employeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId],
    }),
    // Unique per shop (a distributed table keeps no other); led by the token for its link.
    unique('invites_token_unique').on(t.token, t.storeId),
    index('invites_store_idx').on(t.storeId, t.createdAt),
    index('invites_phone_idx').on(t.phone),
  ],
);
