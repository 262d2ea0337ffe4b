import { boolean, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './orders';
import { stores } from './stores';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id),
    type: varchar('type', { length: 40 }).notNull(),
    priority: varchar('priority', { length: 8 }).notNull().default('normal'),
    /** Interpolation values for the client's translated text, e.g. {orderNumber, status}. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    /** Set for scheduled reminders so that several servers create each one once. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.read, t.createdAt),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
