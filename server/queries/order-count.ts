import { count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDayTotals as t } from '../db/schema/order-day-totals';
import { orderHistories as h } from '../db/schema/order-histories';

/** Past this many orders a filter's count is the planner's estimate: counting them all costs every page a scan. */
export const exactCountUpTo = 2_000;

export interface OrderCount {
  total: number;
  approximate?: true;
}

/** The orders `where` keeps, counted up to one past `exactCountUpTo`: a query of one number. */
export const cappedOrderCount = (db: Db, where: SQL | undefined) =>
  db.select({ n: count() }).from(
    db
      .select({ one: sql`1` })
      .from(h)
      .where(where)
      .limit(exactCountUpTo + 1)
      .as('capped'),
  );

/**
 * Where the planner expects more orders than this, the estimate is the count: counting the first `exactCountUpTo`
 * reads each of them from the table when no index holds the filter alone (a district: an index on an expression is
 * never index-only), 2,001 rows spread over as many pages, 30–60 ms at a million orders. Five times the cap leaves
 * room for an estimate that is too high.
 */
export const estimateOnlyAbove = 5 * exactCountUpTo;

/** The planner's estimate of the orders `where` keeps, from the statistics (no row is read). */
async function estimatedOrders(db: Db, where: SQL | undefined): Promise<number> {
  const plan = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(h)
      .where(where)}`,
  )) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  return Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
}

const approximately = (estimate: number): OrderCount => ({
  total: Math.max(exactCountUpTo + 1, estimate),
  approximate: true,
});

/** How many orders `where` keeps: exact up to `exactCountUpTo`, estimated above. */
export async function countOrders(db: Db, where: SQL | undefined): Promise<OrderCount> {
  const estimate = await estimatedOrders(db, where);
  if (estimate > estimateOnlyAbove) return approximately(estimate);
  const [row] = await cappedOrderCount(db, where);
  return row!.n <= exactCountUpTo ? { total: row!.n } : approximately(estimate);
}

/** The count of `where` given its capped count (`cappedOrderCount`): the planner's estimate past the cap. */
export async function orderCountFrom(db: Db, where: SQL | undefined, capped: number): Promise<OrderCount> {
  return capped <= exactCountUpTo ? { total: capped } : approximately(await estimatedOrders(db, where));
}

/** The exact count from the per-day totals, for filters on their keys alone (dayTotalsConditions). */
export async function countFromDayTotals(db: Db, where: SQL | undefined): Promise<OrderCount> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.orders}), 0)::int` })
    .from(t)
    .where(where);
  return { total: row!.n };
}
