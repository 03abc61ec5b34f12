import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** When each staff member last marked new orders as seen (`PATCH /new-order`). */
export const newOrderReads = pgTable('new_order_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
