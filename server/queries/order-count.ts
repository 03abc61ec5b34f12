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

/** How many orders `where` keeps: exact up to `exactCountUpTo`, estimated above. */
export async function countOrders(db: Db, where: SQL | undefined): Promise<OrderCount> {
  const [row] = await cappedOrderCount(db, where);
  return orderCountFrom(db, where, row!.n);
}

/** The count of `where` given its capped count (`cappedOrderCount`): the planner's estimate past the cap. */
export async function orderCountFrom(db: Db, where: SQL | undefined, capped: number): Promise<OrderCount> {
  if (capped <= exactCountUpTo) return { total: capped };
  const plan = (await db.execute(
    sql`explain (format json) ${db
      .select({ one: sql`1` })
      .from(h)
      .where(where)}`,
  )) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[];
  };
  const estimate = Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
  return { total: Math.max(exactCountUpTo + 1, estimate), approximate: true };
}

/** The exact count from the per-day totals, for filters on their keys alone (dayTotalsConditions). */
export async function countFromDayTotals(db: Db, where: SQL | undefined): Promise<OrderCount> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${t.orders}), 0)::int` })
    .from(t)
    .where(where);
  return { total: row!.n };
}
