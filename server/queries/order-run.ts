import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { List } from '../../src/contract/envelope';
import type { OrderHistory } from '../../src/contract/order-history';
import type { OpenOrderListQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { toOrderHistory } from '../dto/order-history';
import { routeOrder } from '../orders/route';
import { digestOfNone, digestOfRows, orderFingerprint } from './order-history-fingerprint';
import { orderSortColumns } from './order-history-list';
import { selectOrderHistories } from './order-history-select';
import { listMeta, orderByOf } from './paging';

type RunQuery = Pick<OpenOrderListQuery, 'page' | 'limit' | 'sort' | 'order'>;

/** A run's order: its route, then the asked sort, or without one the delivery date, oldest first. */
const runOrder = (q: RunQuery) =>
  q.sort ? [routeOrder[0]!, ...orderByOf(orderSortColumns[q.sort], h.id, q.order)] : routeOrder;

const countRun = (db: Db, where: SQL | undefined) => db.select({ n: count() }).from(h).where(where);

/** The ids of a run's page, in the run's order. */
const runPageIds = (db: Db, where: SQL | undefined, q: RunQuery) =>
  db
    .select({ id: h.id })
    .from(h)
    .where(where)
    .orderBy(...runOrder(q))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);

const fingerprintOf = (digest: string, count: number) => `${digest}:${count}`;

/**
 * One courier's run (their own, or an admin's delivery list), paged by number in the route's order (no cursor: a
 * route is not a sort key), with the fingerprint of what it shows (as `runFingerprint` reads it apart), all in one
 * statement: the page's rows, their digest and the run's count.
 */
export async function readRun(
  db: Db,
  where: SQL | undefined,
  q: RunQuery,
): Promise<{ list: List<OrderHistory>; fingerprint: string }> {
  const rows = await selectOrderHistories(db, {
    digest: digestOfRows,
    count: sql<number>`(${countRun(db, where)})`.mapWith(Number),
  })
    .where(inArray(h.id, runPageIds(db, where, q)))
    .orderBy(...runOrder(q));
  // A page past the run's end has no row to carry the count.
  const total = rows[0]?.count ?? (await countRun(db, where))[0]!.n;
  return {
    list: { data: rows.map(toOrderHistory), meta: listMeta(q, total) },
    fingerprint: fingerprintOf(rows[0]?.digest ?? digestOfNone, total),
  };
}

/** The fingerprint of a run's page, read on its own (before its answer, to compare with the tag a poll holds). */
export async function runFingerprint(db: Db, where: SQL | undefined, q: RunQuery): Promise<string> {
  const run = await orderFingerprint(db, inArray(h.id, runPageIds(db, where, q)), countRun(db, where));
  return fingerprintOf(run.digest, run.count);
}
