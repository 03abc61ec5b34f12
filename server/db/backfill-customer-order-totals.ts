import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from './client';
import { inShortTransactions } from './in-short-transactions';
import { customerOrderTotals, customerOrderTotalsBackfill as pending } from './schema/customer-order-totals';

/** A row of `customer_order_totals` with every figure negated: what the table holds, taken away. */
const negated = sql.join(
  Object.values(getTableColumns(customerOrderTotals)).map((column) =>
    column.name === 'user_id' ? sql.identifier(column.name) : sql`-${sql.identifier(column.name)}`,
  ),
  sql`, `,
);

/**
 * Adds the orders placed before migration 0023's triggers to `customer_order_totals`, a range of customer ids
 * per transaction, after the migrations (as backfill-order-day-totals.ts does, for the same reason): per
 * customer, what the orders hold now minus what the table holds now, both read in the statement's one
 * snapshot, so a change the triggers counted meanwhile is not counted twice.
 */
export const backfillCustomerOrderTotals = (db: Db) =>
  inShortTransactions(db, async (tx) => {
    const [next] = await tx.select().from(pending).orderBy(asc(pending.fromUserId)).limit(1);
    if (!next) return 0;
    const inRange = sql`user_id between ${next.fromUserId} and ${next.toUserId}`;
    await tx.execute(sql`select customer_order_totals_add(array(
      select customer_order_delta(o, 1) from order_histories o where ${inRange}
      union all
      select row(${negated})::customer_order_totals from customer_order_totals where ${inRange}))`);
    await tx.delete(pending).where(eq(pending.fromUserId, next.fromUserId));
    return 1;
  });

const triggers = ['insert', 'update', 'delete'].map((event) => sql.identifier(`customer_order_totals_on_${event}`));

/**
 * Runs `fill` (a bulk load of orders: the seed) with the triggers of `customer_order_totals` off, then adds every
 * customer's orders at once, in the caller's transaction. Kept by the triggers, a million orders in batches of
 * 5,000 rewrote each customer's row a dozen times in one transaction: a table of 7.5 MB grew to 91 MB, and a
 * first name's card read a page per customer.
 */
export async function withCustomerOrderTotalsAddedAfter<T>(db: Db, fill: () => Promise<T>): Promise<T> {
  for (const trigger of triggers) await db.execute(sql`alter table order_histories disable trigger ${trigger}`);
  const filled = await fill();
  for (const trigger of triggers) await db.execute(sql`alter table order_histories enable trigger ${trigger}`);
  await db.execute(sql`insert into ${pending} (from_user_id, to_user_id)
    select f, f + 999 from generate_series(0, (select max(id) from users), 1000) f`);
  await backfillCustomerOrderTotals(db);
  return filled;
}
