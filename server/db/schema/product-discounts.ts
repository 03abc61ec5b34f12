import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { discounts } from './discounts';
import { products } from './products';

export const productDiscounts = pgTable(
  'product_discounts',
  {
    ...baseColumns,
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('product_discounts_product_discount_key').on(t.productId, t.discountId),
    index('product_discounts_discount_id_idx').on(t.discountId),
  ],
);
