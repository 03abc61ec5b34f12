import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

const tables = ['users', 'addresses', 'products'] as const;
const batch = 5_000;

/**
 * Fills `search_text` for the rows written before migration 0017's triggers, then validates the constraint that
 * keeps it filled. After the migrations and a batch of ids per statement, so a row is locked for the milliseconds
 * of its batch and no write waits for the whole (decision 16). Setting the column to null fires the trigger that
 * computes it. A validated constraint means the table is done: a later start reads one catalogue row per table.
 */
export async function backfillSearchText(db: Db): Promise<void> {
  for (const table of tables) {
    const constraint = `${table}_search_text_filled`;
    const [state] = rowsOf<{ done: boolean }>(
      await db.execute(sql`select convalidated as done from pg_constraint where conname = ${constraint}`),
    );
    if (state?.done !== false) continue;
    const [range] = rowsOf<{ low: number; high: number }>(
      await db.execute(sql.raw(`select coalesce(min(id), 0) as low, coalesce(max(id), 0) as high from ${table}`)),
    );
    for (let from = range!.low; from <= range!.high; from += batch) {
      await db.execute(
        sql.raw(
          `update ${table} set search_text = null where id >= ${from} and id < ${from + batch} and search_text is null`,
        ),
      );
    }
    await db.execute(sql.raw(`alter table ${table} validate constraint ${constraint}`));
  }
}
