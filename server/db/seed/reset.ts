import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { allTables } from './tables';

/** Empties every table and restarts ids and order numbers. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = sql.join(
    allTables.map((t) => sql.identifier(getTableName(t))),
    sql`, `,
  );
  await db.execute(sql`truncate ${names} restart identity cascade`);
  await db.execute(sql`alter sequence order_number_seq restart`);
}
