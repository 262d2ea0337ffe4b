import type { MeasurementUnit } from '@tailor/shared/measurements';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  json,
  pgTable,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, paise } from './columns';
import { employees } from './employees';
import { orderPartColumns, orderPartKeys } from './orders';

export const orderProducts = pgTable(
  'order_products',
  {
    ...orderPartColumns(),
    // The order's number and status, carried for the employee area's indexes (migration 0011):
    // the number is written with the line, the status kept by a trigger on orders.
    orderNumber: integer('order_number').notNull(),
    orderStatus: varchar('order_status', { length: 12 }).notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    pricePaise: paise('price_paise').notNull(),
    // json, not jsonb: jsonb reorders keys, and a tailor reads measurements in the order taken.
    measurements: json('measurements').$type<Record<string, string>>().notNull().default({}),
    /** The unit the measurements were taken in, kept with them (migration 0018). */
    measurementUnit: varchar('measurement_unit', { length: 2 })
      .$type<MeasurementUnit>()
      .notNull()
      .default('in'),
    note: text('note'),
    assignedEmployeeId: uuid('assigned_employee_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('order_products', t),
    foreignKey({
      name: 'order_products_assigned_employee_fk',
      columns: [t.assignedEmployeeId, t.storeId],
      foreignColumns: [employees.id, employees.storeId],
    }),
    index('order_products_order_idx').on(t.orderId),
    check('order_products_measurement_unit_check', sql`${t.measurementUnit} in ('in', 'cm')`),
    // A tailor's garments, newest order first; their orders of some statuses from the index alone.
    index('order_products_assignee_idx').on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderNumber.desc(),
      t.position,
    ),
    index('order_products_assignee_status_idx').on(
      t.assignedEmployeeId,
      t.storeId,
      t.orderStatus,
      t.orderId,
    ),
    // The search box's garment names, one shop's at a time.
    index('order_products_store_name_idx').on(t.storeId, t.name, t.orderId),
  ],
);
