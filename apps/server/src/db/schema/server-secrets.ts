import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets generated on first start (token signing key, VAPID keys). Kept in the database so that
 * on PGlite they live in DATA_DIR and on PostgreSQL every server copy shares them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
