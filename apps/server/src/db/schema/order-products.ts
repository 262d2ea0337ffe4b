import type { GarmentStage } from '@tailor/shared/garments-rules';
import type { MeasurementUnit } from '@tailor/shared/measurements';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  unique,
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
    /**
     * The garment's tag: 6 characters without look-alikes, unique in the shop, printed as a QR of
     * PUBLIC_URL/g/{tag_code} (migration 0025). The database's default draws it, so every way a
     * line is written (an order, an edit, an import) gets one, and a trigger draws again while the
     * line's shop has it (lines written earlier in the same statement included).
     */
    tagCode: varchar('tag_code', { length: 6 })
      .notNull()
      .default(sql`new_tag_code()`),
    /** The last step of work scanned or marked for the garment; null: none yet (garment_steps). */
    stage: varchar('stage', { length: 12 }).$type<GarmentStage>(),
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
    unique('order_products_tag_code_unique').on(t.storeId, t.tagCode),
    check(
      'order_products_stage_check',
      sql`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`,
    ),
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
