import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { files } from './files';
import { products } from './products';

/** A product's images in display order (`position` from 0; the API allows 10). */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.fileId] }),
    index('product_images_product_position_idx').on(t.productId, t.position),
    index('product_images_file_id_idx').on(t.fileId),
  ],
);
