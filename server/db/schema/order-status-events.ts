import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orderStatusEnum } from './enums';
import { orderHistories } from './order-histories';
import { users } from './users';

/** Every status change of an order; `from_status` is null for the placement. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderHistoryId: integer('order_history_id')
      .notNull()
      .references(() => orderHistories.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_created_idx').on(t.orderHistoryId, t.createdAt),
    index('order_status_events_created_at_idx').on(t.createdAt),
  ],
);
