import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per password check in the last 15 minutes, per key (`phone:…`, `address:…`). Shared by
 * every server instance and kept across restarts; a successful sign-in deletes its own rows.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_key_at_idx').on(t.key, t.at), index('sign_in_attempts_at_idx').on(t.at)],
);
