import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Runs `fill` with the secondary indexes of `tables` dropped, then builds them again, in the caller's
 * transaction: one sort per index instead of an index entry per inserted row (a million orders, two million
 * lines, four and a half million events). Indexes behind a constraint (keys, unique) stay.
 */
export async function withIndexesBuiltAfter<T>(db: Db, tables: PgTable[], fill: () => Promise<T>): Promise<T> {
  const names = tables.map(getTableName);
  const result = (await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${names}
      and not exists (select 1 from pg_constraint c where c.conindid = to_regclass(quote_ident(i.indexname)))
    order by i.indexname`)) as unknown as { rows: { name: string; definition: string }[] };
  for (const { name } of result.rows) await db.execute(sql`drop index ${sql.identifier(name)}`);
  const filled = await fill();
  for (const { definition } of result.rows) await db.execute(sql.raw(definition));
  return filled;
}
