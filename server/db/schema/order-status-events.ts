import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orderStatusEnum } from './enums';
import { orderHistories } from './order-histories';
import { users } from './users';

/**
 * An order's history: every status change (`from_status` is null for the placement), and every
 * assignment, payment-status change and line edit (then `from_status` equals `to_status`), with a
 * note in Uzbek saying what changed.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderHistoryId: integer('order_history_id')
      .notNull()
      .references(() => orderHistories.id, { onDelete: 'cascade' }),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    note: text('note'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_events_order_created_idx').on(t.orderHistoryId, t.createdAt),
    index('order_status_events_created_at_idx').on(t.createdAt),
  ],
);
