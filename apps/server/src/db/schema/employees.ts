import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from './columns';
import { stores } from './stores';
import { users } from './users';

export const employees = pgTable(
  'employees',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null until the person accepts an invite or signs in with this phone. */
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    /** Null only for the owner's row. */
    phone: varchar('phone', { length: 10 }),
    email: text('email'),
    position: varchar('position', { length: 20 }).notNull().default('tailor'),
    experience: integer('experience'),
    specialization: varchar('specialization', { length: 30 }),
    active: boolean('active').notNull().default(true),
    /**
     * The shop owner's own row, so garments can be assigned to them ('Me'). Never a login (the
     * owner signs in as shopkeeper), never in the team list; one per store.
     */
    isOwner: boolean('is_owner').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'employees_pkey', columns: [t.id, t.storeId] }),
    unique('employees_store_phone_unique').on(t.storeId, t.phone),
    index('employees_user_idx').on(t.userId),
    uniqueIndex('employees_one_owner_per_store')
      .on(t.storeId)
      .where(sql`${t.isOwner}`),
    check('employees_phone_unless_owner', sql`${t.isOwner} OR ${t.phone} IS NOT NULL`),
  ],
);

/**
 * The first columns of a row kept per job (an employee of a shop), gone with the job (jobKey) or
 * the shop.
 */
export const jobColumns = () => ({
  storeId: uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  employeeId: uuid('employee_id').notNull(),
});

/** The foreign key of a row kept per job: its employee, by id and shop (migration 0024). */
export function jobKey(table: string, t: { storeId: AnyPgColumn; employeeId: AnyPgColumn }) {
  return foreignKey({
    name: `${table}_employee_fk`,
    columns: [t.employeeId, t.storeId],
    foreignColumns: [employees.id, employees.storeId],
  }).onDelete('cascade');
}
