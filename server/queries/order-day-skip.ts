import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDayTotals as t } from '../db/schema/order-day-totals';
import { orderHistories as h } from '../db/schema/order-histories';
import { dayEnd, dayStart } from './tashkent-day';

/** Below this many skipped rows an offset is cheaper than asking the per-day totals where to start. */
export const skipByDaysFrom = 1_000;

/**
 * A deep page by number, without a cursor, in created-at order: the per-day totals (filtered by `where`,
 * their keys) tell which day holds the page's first row and how many rows the days before it hold, so the
 * list starts reading at that day and skips only the rows of that day before the page. Every order of a
 * newer day is newer than every order of an older one (a day is a Tashkent day of `created_at`).
 */
export async function skipWholeDays(
  db: Db,
  where: SQL | undefined,
  skip: number,
  order: 'asc' | 'desc',
): Promise<{ from: SQL; offset: number }> {
  const direction = sql.raw(order);
  const result = (await db.execute(sql`
    select day, before from (
      select ${t.day}::text as day, sum(${t.orders}) as orders,
        (sum(sum(${t.orders})) over (order by ${t.day} ${direction}) - sum(${t.orders}))::int as before
      from ${t} ${where ? sql`where ${where}` : sql``}
      group by ${t.day}) days
    where before <= ${skip} and before + orders > ${skip}
    limit 1`)) as unknown as { rows: { day: string; before: number }[] };
  const start = result.rows[0];
  // Past the last order: an empty page, read without scanning any.
  if (!start) return { from: sql`false`, offset: 0 };
  const from = order === 'desc' ? lt(h.createdAt, dayEnd(start.day)) : gte(h.createdAt, dayStart(start.day));
  return { from, offset: skip - Number(start.before) };
}
