import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per table, raised in the writing transaction by a statement trigger (see the
 * `table_versions_triggers` migration), so a poll can tell "nothing changed" without running its query.
 */
export const tableVersions = pgTable('table_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
