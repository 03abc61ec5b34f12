import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { httpError } from '../http/errors';
import type { OrderRow } from './transitions';

/** A courier's open orders, in the order they drive them: their route, then the delivery date, oldest first. */
export const routeOrder = [sql`${h.routePosition} asc nulls last`, asc(h.deliveryDate), asc(h.createdAt), asc(h.id)];

const onRun = (courierId: number) => and(eq(h.courierId, courierId), eq(h.status, 'courier'));

/** An order leaving a courier's run (delivered, rejected, handed back): the places after it move up by one. */
export async function leaveRoute(tx: Db, order: OrderRow): Promise<void> {
  if (order.status !== 'courier' || order.courierId === null || order.routePosition === null) return;
  await tx
    .update(h)
    .set({ routePosition: sql`${h.routePosition} - 1` })
    .where(and(onRun(order.courierId), gt(h.routePosition, order.routePosition)));
}

/**
 * `PATCH /order-history/route`: the listed orders take places 1..n in the order given, the courier's other
 * open orders keep their order after them; returns the whole run's ids in its new order. The run's rows are locked first, in id order, so a delivery
 * racing the call waits for it; the version is untouched (a queued change must not become stale for it).
 */
export function setRoute(db: Db, courierId: number, ids: readonly number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const run = await tx
      .select({ id: h.id })
      .from(h)
      .where(onRun(courierId))
      .orderBy(...routeOrder)
      .for('update');
    const open = new Set(run.map((order) => order.id));
    const strangers = ids.filter((id) => !open.has(id));
    if (strangers.length > 0) {
      throw httpError(400, undefined, {
        errors: [{ path: 'ids', message: `Sizning ochiq buyurtmangiz emas: ${strangers.join(', ')}` }],
      });
    }
    const listed = new Set(ids);
    const ordered = [...ids, ...run.map((order) => order.id).filter((id) => !listed.has(id))];
    const places = sql.join(
      ordered.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${h} set route_position = places.position
          from (values ${places}) as places(id, position)
          where ${h.id} = places.id and ${h.routePosition} is distinct from places.position`,
    );
    return ordered;
  });
}
