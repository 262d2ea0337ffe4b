import type { GarmentStage } from '@tailor/shared/garments-rules';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orderProducts } from './order-products';
import { orderPartColumns, orderPartKeys } from './orders';
import { users } from './users';

/**
 * A garment's journey: each step of work scanned or marked for it, with who and when. The latest
 * is also kept on the garment (order_products.stage); these rows are its history.
 */
export const garmentSteps = pgTable(
  'garment_steps',
  {
    ...orderPartColumns(),
    productId: uuid('product_id').notNull(),
    stage: varchar('stage', { length: 12 }).$type<GarmentStage>().notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('garment_steps', t),
    foreignKey({
      name: 'garment_steps_product_fk',
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId],
    }).onDelete('cascade'),
    index('garment_steps_order_idx').on(t.orderId, t.createdAt),
    check(
      'garment_steps_stage_check',
      sql`${t.stage} in ('received', 'cutting', 'stitching', 'finishing', 'trial', 'ready')`,
    ),
  ],
);
