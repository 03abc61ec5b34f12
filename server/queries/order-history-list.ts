import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { List } from '../../src/contract/envelope';
import type { OrderHistory } from '../../src/contract/order-history';
import { encodeOrderCursor, type OrderCursor } from '../../src/contract/schemas/order-cursor';
import type { OpenOrderListQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { toOrderHistory } from '../dto/order-history';
import { cappedOrderCount, countOrders, orderCountFrom } from './order-count';
import { orderFingerprint } from './order-history-fingerprint';
import { selectOrderHistories } from './order-history-select';
import { skipByDaysFrom, skipWholeDays } from './order-day-skip';
import { orderByOf } from './paging';

export const orderSortColumns = {
  createdAt: h.createdAt,
  total: h.total,
  number: h.number,
  deliveryDate: h.deliveryDate,
};
const casts = { createdAt: sql`timestamptz`, total: sql`int`, number: sql`int`, deliveryDate: sql`date` };

type ListQuery = Pick<OpenOrderListQuery, 'page' | 'limit' | 'sort' | 'order' | 'after' | 'before'>;

interface ListOptions {
  /** Counts the filtered orders (by default exactly up to a threshold, estimated above). */
  count?: () => Promise<{ total: number; approximate?: true }>;
  /** The filters as conditions on the per-day totals, when they are among its keys: a deep page starts at its day. */
  dayTotals?: { where: SQL | undefined };
}

/** The rows past `cursor` in the list's order (`past` its direction): the index starts there. */
function pastCursor(column: PgColumn, cast: SQL, [value, id]: OrderCursor, direction: 'asc' | 'desc') {
  const op = direction === 'asc' ? sql`>` : sql`<`;
  return sql`(${column}, ${h.id}) ${op} (${value}::${cast}, ${id}::int)`;
}

/** The cursors of rows (sort value and id, exactly as stored: timestamps keep their microseconds). */
async function cursorsOf(db: Db, column: PgColumn, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: h.id, key: sql<OrderCursor>`json_build_array(${column}, ${h.id})` })
    .from(h)
    .where(inArray(h.id, ids));
  return new Map(rows.map((r) => [r.id, encodeOrderCursor(r.key)]));
}

/** Which rows a page holds: its ids (one row more, to tell whether another page follows) and their order. */
async function pageOf(db: Db, where: SQL | undefined, q: ListQuery, dayTotals: ListOptions['dayTotals']) {
  const sort = q.sort ?? 'createdAt';
  const column = orderSortColumns[sort];
  const backwards = q.before !== undefined;
  const flipped = q.order === 'asc' ? 'desc' : 'asc';
  const direction = backwards ? flipped : q.order;
  const cursor = q.after ?? q.before;
  const skip = cursor ? 0 : (q.page - 1) * q.limit;
  const { from, offset } =
    dayTotals && sort === 'createdAt' && skip >= skipByDaysFrom
      ? await skipWholeDays(db, dayTotals.where, skip, direction)
      : { from: undefined, offset: skip };
  const order = orderByOf(column, h.id, direction);
  const ids = db
    .select({ id: h.id })
    .from(h)
    .where(and(where, from, cursor && pastCursor(column, casts[sort], cursor, direction)))
    .orderBy(...order)
    .limit(q.limit + 1)
    .offset(offset);
  return { ids, order, column, backwards, cursor, skip };
}

/**
 * A digest of what a page of orders shows (its rows, the row after it, the count), which changes when the
 * page's answer does: a courier's poll of the open orders reads a page of them, not all of them (thousands at
 * a million orders). One statement (two past `exactCountUpTo` open orders, for the estimate).
 */
export async function orderPageFingerprint(db: Db, where: SQL | undefined, q: ListQuery): Promise<string> {
  const { ids } = await pageOf(db, where, q, undefined);
  const page = await orderFingerprint(db, inArray(h.id, ids), cappedOrderCount(db, where));
  const counted = await orderCountFrom(db, where, page.count);
  return `${page.digest}:${counted.total}${counted.approximate ? '~' : ''}`;
}

/**
 * A page of orders. With `after` or `before` (a cursor from `meta.next`/`meta.prev`) the page is read
 * from the index at that row (keyset), so a deep page costs what the first does; without one, `page`
 * counts from the start as everywhere else (on the per-day totals' filters, from the day holding its first
 * row). `meta.page` is the page number the caller says it is on.
 */
export async function listOrderHistories(
  db: Db,
  where: SQL | undefined,
  q: ListQuery,
  { count = () => countOrders(db, where), dayTotals }: ListOptions = {},
): Promise<List<OrderHistory>> {
  // The page's ids first, from order_histories alone (often from an index alone), then their customers
  // and couriers: the join is made for the page's rows, not for every row the filter visits.
  const { ids, order, column, backwards, cursor, skip } = await pageOf(db, where, q, dayTotals);
  const [fetched, counted] = await Promise.all([
    selectOrderHistories(db)
      .where(inArray(h.id, ids))
      .orderBy(...order),
    count(),
  ]);
  const more = fetched.length > q.limit;
  const rows = fetched.slice(0, q.limit);
  if (backwards) rows.reverse();
  const first = rows[0]?.order.id;
  const last = rows.at(-1)?.order.id;
  const hasPrev = backwards ? more : cursor !== undefined || skip > 0;
  const hasNext = backwards ? true : more;
  const cursors = await cursorsOf(
    db,
    column,
    [hasPrev ? first : undefined, hasNext ? last : undefined].filter((id) => id !== undefined),
  );
  return {
    data: rows.map(toOrderHistory),
    meta: {
      page: q.page,
      limit: q.limit,
      total: counted.total,
      totalPages: Math.ceil(counted.total / q.limit),
      ...(hasPrev && first !== undefined ? { prev: cursors.get(first) } : {}),
      ...(hasNext && last !== undefined ? { next: cursors.get(last) } : {}),
      ...(counted.approximate ? { approximate: true } : {}),
    },
  };
}
