import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { inShortTransactions } from './in-short-transactions';
import { orderDayTotals as t, orderDayTotalsBackfill as pending } from './schema/order-day-totals';

/**
 * Adds the orders placed before migration 0014's triggers to `order_day_totals`, a month per
 * transaction, after the migrations (which run in one transaction: a million orders there would stop
 * every write for the whole of it). The triggers have counted every change since they were created, so
 * one statement adds, per key, what the orders hold now minus what the table holds now, both read in the
 * statement's one snapshot: changes committed after it are already in the rows the upsert adds to.
 * Only the upsert's own rows are locked, for the few milliseconds of their writing.
 */
export const backfillOrderDayTotals = (db: Db) =>
  inShortTransactions(db, async (tx) => {
    const [next] = await tx.select().from(pending).orderBy(asc(pending.month)).limit(1);
    if (!next) return 0;
    const to = sql`(${next.month}::date + interval '1 month')::date`;
    await tx.execute(sql`
        insert into ${t} as t (day, courier_id, status, payment_method, payment_status, orders, amount, bottles_to_return)
        select day, courier_id, status, payment_method, payment_status, sum(orders), sum(amount), sum(bottles_to_return)
        from (
          select created_on as day, coalesce(courier_id, 0) as courier_id, status, payment_method, payment_status,
            count(*) as orders, sum(total) as amount, sum(bottles_to_return) as bottles_to_return
          from order_histories where created_on >= ${next.month} and created_on < ${to}
          group by 1, 2, 3, 4, 5
          union all
          select day, courier_id, status, payment_method, payment_status, -orders, -amount, -bottles_to_return
          from ${t} where day >= ${next.month} and day < ${to}
        ) d
        group by 1, 2, 3, 4, 5
        having sum(orders) <> 0 or sum(amount) <> 0 or sum(bottles_to_return) <> 0
        order by 1, 2, 3, 4, 5
        on conflict (day, courier_id, status, payment_method, payment_status) do update
          set orders = t.orders + excluded.orders, amount = t.amount + excluded.amount,
            bottles_to_return = t.bottles_to_return + excluded.bottles_to_return`);
    await tx.delete(pending).where(eq(pending.month, next.month));
    return 1;
  });
