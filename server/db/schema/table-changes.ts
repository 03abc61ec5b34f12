import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * An append-only log: one row per writing statement on a polled table, inserted by a statement
 * trigger (migration `table_changes_triggers`) with the next value of `seq`. Writers only insert,
 * so they never wait on one another; a table's version is its largest `seq`, read through the
 * index (docs/decisions/0009-change-log-instead-of-version-rows.md). Older rows are pruned.
 */
export const tableChanges = pgTable(
  'table_changes',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text('table_name').notNull(),
  },
  (t) => [index('table_changes_table_name_seq_idx').on(t.tableName, t.seq)],
);
