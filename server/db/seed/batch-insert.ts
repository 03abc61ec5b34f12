import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

// Building a multi-row VALUES list with drizzle costs tens of microseconds a row, which dominates a
// 150,000-row seed. Instead each batch travels as one JSON parameter that PostgreSQL expands with
// json_populate_recordset: one bind parameter whatever the size, the same on PGlite and node-postgres.
const batchSize = 10_000;

function statement(table: PgTable, rows: Record<string, unknown>[], returning: boolean): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const seen = new Set<string>();
  for (const row of rows) for (const key in row) seen.add(key);
  const keys = [...seen];
  // Each column's name and default worked out once per batch, not once per row.
  const fields = keys.map((key) => {
    const column = columns[key]!;
    return { key, name: column.name, fallback: column.hasDefault && !is(column.default, SQL) ? column.default : null };
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    // Dates become ISO strings in JSON.
    for (const { key, name, fallback } of fields) record[name] = row[key] === undefined ? fallback : row[key];
    return record;
  });
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const picked = sql.join(
    keys.map((key) => sql`r.${sql.identifier(columns[key]!.name)}`),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  return sql`insert into ${name} (${names})
    select ${picked} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json) with ordinality as r
    order by r.ordinality ${returning ? sql`returning id` : sql``}`;
}

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize)
    await db.execute(statement(table, rows.slice(i, i + batchSize), false));
}

/** Inserts the rows and returns their generated ids in the order of `rows`. */
export async function insertReturningIds<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += batchSize) {
    const result = (await db.execute(statement(table, rows.slice(i, i + batchSize), true))) as unknown as {
      rows: { id: number }[];
    };
    // Identity values are drawn in insertion order, which follows `ordinality`: ascending ids match the input.
    ids.push(...result.rows.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
