import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { orderHistories } from './order-histories';
import { users } from './users';

/** Empty bottles taken back when an order was delivered; one row per order. */
export const bottles = pgTable(
  'bottles',
  {
    ...baseColumns,
    orderHistoryId: integer('order_history_id')
      .notNull()
      .unique()
      .references(() => orderHistories.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    count: integer('count').notNull(),
  },
  (t) => [index('bottles_user_id_idx').on(t.userId), index('bottles_courier_id_idx').on(t.courierId)],
);
