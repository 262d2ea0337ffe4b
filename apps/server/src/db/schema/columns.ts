import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * The id of a row of a shop's table: its primary key is (id, store_id) (or the table's own), so
 * the table can be distributed by shop (migration 0024); the id alone still finds the row.
 */
export const rowId = () => uuid('id').notNull().defaultRandom();
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer paise; bigint in the database, a JS number in code (exact up to 9e15 paise). */
export const paise = (name: string) => bigint(name, { mode: 'number' });
