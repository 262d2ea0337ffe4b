import type { FitAnswer } from '@tailor/shared/fit-rules';
import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orderProducts } from './order-products';
import { orderPartColumns, orderPartKeys } from './orders';

/**
 * How an order fitted, as its customer told from the tracking link within 14 days of Delivered:
 * one answer per garment (product_id), and one for the whole order (no product_id); garment_key
 * is the one or the other, so each is answered once. 'needs_change' opened an alteration order.
 */
export const orderFitAnswers = pgTable(
  'order_fit_answers',
  {
    ...orderPartColumns(),
    productId: uuid('product_id'),
    garmentKey: uuid('garment_key').notNull(),
    fit: varchar('fit', { length: 12 }).$type<FitAnswer>().notNull(),
    note: text('note'),
    alterationOrderId: uuid('alteration_order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    ...orderPartKeys('order_fit_answers', t),
    unique('order_fit_answers_once').on(t.orderId, t.garmentKey, t.storeId),
    foreignKey({
      name: 'order_fit_answers_product_fk',
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId],
    }).onDelete('cascade'),
    // alteration_order_id names the alteration without a foreign key (migration 0027 says why).
    check('order_fit_answers_fit_check', sql`${t.fit} in ('good', 'needs_change')`),
  ],
);
