import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { inShortTransactions } from './in-short-transactions';
import { shiftTotalsBackfill as pending } from './schema/shifts';

/** Shifts per transaction: a shift of the million-order bench holds about 2,600 orders, 0.4 s for five. */
const shiftsAtOnce = 5;

/**
 * Adds the shifts that existed before migration 0019's triggers to `shift_totals`, a few per transaction,
 * after the migrations (as backfill-order-day-totals.ts does, for the same reason). One statement adds,
 * per shift, what its orders hold now minus what the table holds now, both read in the statement's one
 * snapshot, so a change the triggers counted meanwhile is not counted twice.
 */
export const backfillShiftTotals = (db: Db) =>
  inShortTransactions(db, async (tx) => {
    const next = (await tx.select().from(pending).orderBy(asc(pending.shiftId)).limit(shiftsAtOnce)).map(
      (row) => row.shiftId,
    );
    if (next.length === 0) return 0;
    const ids = sql`array[${sql.join(next, sql`, `)}]::int[]`;
    await tx.execute(sql`select shift_totals_add(array(
        select (d.shift_id, sum(d.delivered), sum(d.rejected), sum(d.cash), sum(d.empties), sum(d.full_bottles))::shift_totals
        from (
          select so.shift_id, f.* from shift_orders so join order_histories h on h.id = so.order_history_id
            left join (select o.order_history_id, sum(o.quantity) as items from orders o
                join products p on p.id = o.product_id and p.is_returnable
                where o.order_history_id in (select order_history_id from shift_orders where shift_id = any(${ids}))
                group by o.order_history_id) r on r.order_history_id = h.id
            cross join lateral shift_order_figures(h.status, h.payment_method, h.payment_status, h.total,
              h.bottles_returned, r.items, 1) f
          where so.shift_id = any(${ids})
          union all
          select t.shift_id, -t.orders_delivered, -t.orders_rejected, -t.cash_expected, -t.empties_expected,
            -t.full_bottles_delivered
          from shift_totals t where t.shift_id = any(${ids})
        ) d
        group by d.shift_id))`);
    await tx.delete(pending).where(inArray(pending.shiftId, next));
    return next.length;
  });
