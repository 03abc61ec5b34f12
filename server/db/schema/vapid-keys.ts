import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The generated VAPID key pair (one row, id 1), used when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not set. */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
