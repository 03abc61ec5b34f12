import { sql, type SQL } from 'drizzle-orm';
import { orderStatuses, paymentMethods } from '../../src/contract/enums';
import type { OrderCard } from '../../src/contract/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';

/** `{"pending": count, …}` with every value of the enumeration, 0 when none. */
const countsBy = (column: typeof h.status | typeof h.paymentMethod, values: readonly string[]) =>
  sql`json_build_object(${sql.join(
    values.map((v) => sql`${v}::text, count(*) filter (where ${column} = ${v})`),
    sql`, `,
  )})`;

/** The summary of the orders matching `where`, in one aggregate query (JSON keeps sums of int4 as plain numbers). */
export async function orderCard(db: Db, where: SQL | undefined): Promise<OrderCard> {
  const [row] = await db
    .select({
      card: sql<OrderCard>`json_build_object(
        'total', count(*),
        'amount', coalesce(sum(${h.total}), 0),
        'byStatus', ${countsBy(h.status, orderStatuses)},
        'byPaymentMethod', ${countsBy(h.paymentMethod, paymentMethods)},
        'cashToCollect', coalesce(sum(${h.total}) filter (
          where ${h.paymentMethod} = 'cash' and ${h.paymentStatus} <> 'success' and ${h.status} <> 'rejected'), 0),
        'bottlesToReturn', coalesce(sum(${h.bottlesToReturn}), 0))`,
    })
    .from(h)
    .where(where);
  return row!.card;
}
