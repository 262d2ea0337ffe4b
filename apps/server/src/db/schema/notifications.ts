import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns';
import { users } from './users';

/**
 * A person's notices, of their shops and of none: kept by user_id rather than by shop (a distributed
 * database spreads them by user, migration 0024), so the shop and the order are plain columns.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: rowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id'),
    type: varchar('type', { length: 40 }).notNull(),
    priority: varchar('priority', { length: 8 }).notNull().default('normal'),
    /** Interpolation values for the client's translated text, e.g. {orderNumber, status}. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    orderId: uuid('order_id'),
    read: boolean('read').notNull().default(false),
    /** Set for scheduled reminders so that several servers create each one once (per user). */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.id, t.userId] }),
    unique('notifications_dedupe_key_unique').on(t.userId, t.dedupeKey),
    index('notifications_user_idx').on(t.userId, t.read, t.createdAt),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
