import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const users = pgTable('users', {
  id: id(),
  phone: varchar('phone', { length: 10 }).unique(),
  name: text('name'),
  email: text('email'),
  googleSub: text('google_sub').unique(),
  /** Bumped on logout: every token carrying an older version is refused. */
  tokenVersion: integer('token_version').notNull().default(0),
  preferredLanguage: varchar('preferred_language', { length: 5 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
