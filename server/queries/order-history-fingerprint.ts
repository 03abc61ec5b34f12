import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';

/**
 * What a list shows of one order that can change: its id, its version (every change of the row but its route
 * place adds one), its route place, and its customer's name and phone. The app writes the same text
 * (`shownText`, src/contract/list-tag.ts) to make the tag of a copy it changed itself.
 */
const shown = sql`concat_ws(':', ${h.id}, ${h.version}, coalesce(${h.routePosition}::text, ''), ${users.fullName}, ${users.phone})`;
const sha256Hex = (text: SQL) => sql`encode(sha256(convert_to(${text}, 'UTF8')), 'hex')`;

/**
 * A digest of exactly the orders `where` keeps, as a list shows them. It changes when one of those orders changes,
 * arrives or leaves, and only then: a courier's poll is not invalidated by every other order's change (issue 20).
 * `count` (a query of one number) is read in the same statement: PGlite runs statements one after another.
 */
export async function orderFingerprint(
  db: Db,
  where: SQL | undefined,
  count: SQLWrapper,
): Promise<{ digest: string; count: number }> {
  const [result] = await db
    .select({
      digest: sql<string>`${sha256Hex(sql`coalesce(string_agg(${shown}, ',' order by ${h.id}), '')`)}`,
      count: sql<number>`(${count})`.mapWith(Number),
    })
    .from(h)
    .innerJoin(users, eq(users.id, h.userId))
    .where(where);
  return result!;
}

/**
 * `orderFingerprint`'s digest as a column of a query joining orders to their customers (`users`), over every row it
 * returns: the same text, read in the same statement as the rows it describes. Null when no row is returned.
 */
export const digestOfRows = sql<string | null>`${sha256Hex(
  sql`string_agg(${shown}, ',') over (order by ${h.id} rows between unbounded preceding and unbounded following)`,
)}`;

/** `orderFingerprint`'s digest of no orders: SHA-256 of nothing. */
export const digestOfNone = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
