import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Work the scheduled jobs must do once across every server copy, claimed by inserting its key
 * (`reminder:order_overdue:{orderId}:{dueDate}`, `daily-cleanup:{date}`): the insert that wins does
 * it. Kept apart from the notifications so that a reminder the user deleted is not made again.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_claims_created_idx').on(t.createdAt)],
);
