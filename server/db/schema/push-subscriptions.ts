import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns';
import { users } from './users';

/** A staff member's browser that accepts Web Push. One endpoint, one row: a phone belongs to whoever subscribed last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true, mode: 'date' }),
    /** Sends that failed for good since the last success (reset to 0 by a success). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);
