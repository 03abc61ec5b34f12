import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PushPayload } from '../../../src/contract/push';
import { pushSubscriptions } from './push-subscriptions';

/**
 * One push waiting to be sent to one subscription. Written in the transaction that caused it, taken
 * by any server instance's worker (server/push/worker.ts) and deleted once the push service has it.
 */
export const pushJobs = pgTable(
  'push_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** Seconds the push service keeps an undelivered message. */
    ttl: integer('ttl').notNull(),
    urgency: text('urgency', { enum: ['very-low', 'low', 'normal', 'high'] }).notNull(),
    topic: text('topic').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: set later by a retry's backoff, and by a worker's claim (its lease). */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('push_jobs_run_at_idx').on(t.runAt)],
);
