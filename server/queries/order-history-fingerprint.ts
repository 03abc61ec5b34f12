import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';

/**
 * A digest of exactly the orders `where` keeps, as a list shows them: each one's id, version, route place and
 * last change, and its customer's name and phone. It changes when one of those orders changes, arrives or
 * leaves, and only then: a courier's poll is not invalidated by every other order's change (issue 20).
 * `count` (a query of one number) is read in the same statement: PGlite runs statements one after another.
 */
export async function orderFingerprint(
  db: Db,
  where: SQL | undefined,
  count: SQLWrapper,
): Promise<{ digest: string; count: number }> {
  const row = sql`concat_ws(':', ${h.id}, ${h.version}, ${h.routePosition}, ${h.updatedAt}, ${users.fullName}, ${users.phone})`;
  const [result] = await db
    .select({
      digest: sql<string>`md5(coalesce(string_agg(${row}, ',' order by ${h.id}), ''))`,
      count: sql<number>`(${count})`.mapWith(Number),
    })
    .from(h)
    .innerJoin(users, eq(users.id, h.userId))
    .where(where);
  return result!;
}
