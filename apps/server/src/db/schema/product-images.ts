import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orderProducts } from './order-products';
import { stores } from './stores';
import { users } from './users';

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null between upload and the order that uses it. */
    productId: uuid('product_id').references(() => orderProducts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position'),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);
