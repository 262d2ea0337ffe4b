import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from './columns';
import { orders } from './orders';
import { stores } from './stores';

/**
 * The outbox of messages to customers (packages/shared/src/customer-messages.ts): written in the
 * transaction of the change that causes each, sent by features/customer-messages. The text is made
 * when it is sent (so a balance paid meanwhile is not asked for) and kept as sent in `body`.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The kind, or 'trial_reminder:<day>': one message per order and reason. */
    dedupeKey: varchar('dedupe_key', { length: 40 }).notNull(),
    state: varchar('state', { length: 10 }).notNull().default('queued'),
    /** 'sms' or 'whatsapp', once handed to a gateway; 'by_hand' when the staff sent it themselves. */
    channel: varchar('channel', { length: 10 }),
    body: text('body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The gateway's reference; for a message sent by hand, the id of the user who sent it. */
    providerId: text('provider_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'customer_messages_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'customer_messages_order_fk',
      columns: [t.orderId, t.storeId],
      foreignColumns: [orders.id, orders.storeId],
    }).onDelete('cascade'),
    unique('customer_messages_order_reason_unique').on(t.orderId, t.dedupeKey, t.storeId),
    index('customer_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'queued'`),
    index('customer_messages_sending_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'sending'`),
  ],
);
