import type { OrderChange } from '@tailor/shared/orders';
import { index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orderPartColumns, orderPartKeys } from './orders';
import { users } from './users';

export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    ...orderPartColumns(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    note: text('note'),
    /** What an edit or a cancellation changed; null for a plain status change. */
    changes: jsonb('changes').$type<OrderChange[]>(),
    changedBy: uuid('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('order_status_events', t),
    index('order_status_events_order_idx').on(t.orderId, t.createdAt),
  ],
);
