import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { orderHistories } from './order-histories';
import { products } from './products';

/** One line of an order. A product that is in an order cannot be deleted. */
export const orders = pgTable(
  'orders',
  {
    ...baseColumns,
    orderHistoryId: integer('order_history_id')
      .notNull()
      .references(() => orderHistories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** Unit price when ordered. */
    price: integer('price').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** price × quantity − discount_amount. */
    total: integer('total').notNull(),
  },
  (t) => [
    index('orders_order_history_id_idx').on(t.orderHistoryId),
    index('orders_product_id_idx').on(t.productId),
    // The admin's unfiltered list of lines, newest first.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
  ],
);
