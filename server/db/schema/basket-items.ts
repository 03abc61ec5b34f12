import { index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { products } from './products';
import { users } from './users';

export const basketItems = pgTable(
  'basket_items',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('basket_items_user_product_key').on(t.userId, t.productId),
    index('basket_items_product_id_idx').on(t.productId),
  ],
);
