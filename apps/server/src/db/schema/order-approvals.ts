import type { ApprovalKind, ApprovalStatus } from '@tailor/shared/approvals-rules';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, paise } from './columns';
import { orderPartColumns, orderPartKeys } from './orders';
import { users } from './users';

/**
 * What the shop asked the customer to approve before doing it (an add-on at a price, or a design
 * with a photo), and the customer's answer from the tracking link with its time: the shop's record
 * should the customer later dispute the bill. Decided once.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    ...orderPartColumns(),
    kind: varchar('kind', { length: 8 }).$type<ApprovalKind>().notNull(),
    description: text('description').notNull(),
    /** An add-on's price; null for a design. */
    amountPaise: paise('amount_paise'),
    imageId: uuid('image_id'),
    status: varchar('status', { length: 10 }).$type<ApprovalStatus>().notNull().default('pending'),
    customerNote: text('customer_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('order_approvals', t),
    // image_id names one of the order's photos without a foreign key (migration 0027 says why).
    index('order_approvals_order_idx').on(t.orderId, t.createdAt),
    check('order_approvals_kind_check', sql`${t.kind} in ('addon', 'design')`),
    check('order_approvals_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
  ],
);
