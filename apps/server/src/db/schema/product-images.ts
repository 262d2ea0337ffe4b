import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, rowId } from './columns';
import { orderProducts } from './order-products';
import { stores } from './stores';
import { users } from './users';

export const productImages = pgTable(
  'product_images',
  {
    id: rowId(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** Null between upload and the order that uses it. */
    productId: uuid('product_id'),
    storageKey: text('storage_key').notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position'),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'product_images_pkey', columns: [t.id, t.storeId] }),
    foreignKey({
      name: 'product_images_product_fk',
      columns: [t.productId, t.storeId],
      foreignColumns: [orderProducts.id, orderProducts.storeId],
    }).onDelete('cascade'),
    // Unique per shop (a distributed table keeps no other); a key names its shop's folder.
    unique('product_images_storage_key_unique').on(t.storageKey, t.storeId),
    index('product_images_product_idx').on(t.productId),
  ],
);
