import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

/**
 * A function hashing every row of every table (but `sign_in_attempts`, where a refused sign-in
 * rightly writes): the same hash before and after a request means it changed nothing.
 */
export async function databaseChecksum(db: Db): Promise<() => Promise<string>> {
  const result = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'sign_in_attempts' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const parts = result.rows.map(
    ({ name }) =>
      sql`(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(name)} t)`,
  );
  return async () => {
    const sum = (await db.execute(sql`select md5(concat_ws(',', ${sql.join(parts, sql`, `)})) as sum`)) as unknown as {
      rows: { sum: string }[];
    };
    return sum.rows[0]!.sum;
  };
}
