import { pgTable, text } from 'drizzle-orm/pg-core';

/** Secrets every server instance must share (the JWT signing secret when `JWT_SECRET` is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
