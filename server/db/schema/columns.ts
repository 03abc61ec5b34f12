import { integer, timestamp } from 'drizzle-orm/pg-core';

/** `id`, `createdAt`, `updatedAt`: every resource has them (API.md). */
export const baseColumns = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
