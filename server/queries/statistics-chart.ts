import { sql } from 'drizzle-orm';
import type { StatisticsChart } from '../../src/contract/statistics';
import type { StatisticsChartQuery } from '../../src/contract/schemas/statistics';
import type { Db } from '../db/client';
import { orderDayTotals as t } from '../db/schema/order-day-totals';

/**
 * One bucket per day, ISO week (from Monday) or month from the bucket holding `dateFrom` to the one
 * holding `dateTo`, each labelled by its first day; the ends may be partial buckets, as only orders
 * placed within the range count. Every figure buckets an order by when it was placed (`createdOn`,
 * the Tashkent day of `createdAt`; read from its per-day totals, order_day_totals), so `delivered`, `rejected` and `revenue` describe the orders placed in a bucket
 * by what became of them, and a bucket's figures never move to another bucket later.
 */
export async function statisticsChart(
  db: Db,
  { dateFrom, dateTo, groupBy }: StatisticsChartQuery,
): Promise<StatisticsChart> {
  const result = await db.execute(sql`
    with series as (
      select b::date as bucket
      from generate_series(date_trunc(${groupBy}, ${dateFrom}::timestamp), ${dateTo}::timestamp, ${`1 ${groupBy}`}::interval) b
    ), daily as (
      select ${t.day} as day,
        sum(${t.orders}) as orders,
        coalesce(sum(${t.orders}) filter (where ${t.status} = 'delivered'), 0) as delivered,
        coalesce(sum(${t.orders}) filter (where ${t.status} = 'rejected'), 0) as rejected,
        coalesce(sum(${t.amount}) filter (where ${t.status} = 'delivered'), 0) as revenue
      from ${t}
      where ${t.day} between ${dateFrom} and ${dateTo}
      group by 1
    ), placed as (
      select date_trunc(${groupBy}, day::timestamp)::date as bucket,
        sum(orders)::int as orders, sum(delivered)::int as delivered, sum(rejected)::int as rejected, sum(revenue)::float8 as revenue
      from daily
      group by 1
    )
    select json_build_object(
      'labels', json_agg(to_char(s.bucket, 'YYYY-MM-DD') order by s.bucket),
      'orders', json_agg(coalesce(p.orders, 0) order by s.bucket),
      'delivered', json_agg(coalesce(p.delivered, 0) order by s.bucket),
      'rejected', json_agg(coalesce(p.rejected, 0) order by s.bucket),
      'revenue', json_agg(coalesce(p.revenue, 0) order by s.bucket)
    ) as chart
    from series s left join placed p on p.bucket = s.bucket`);
  // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
  return (result as unknown as { rows: { chart: StatisticsChart }[] }).rows[0]!.chart;
}
