import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { bottles } from '../schema/bottles';
import { orderHistories } from '../schema/order-histories';
import { orderStatusEvents } from '../schema/order-status-events';
import { orders } from '../schema/orders';
import { insertReturningIds, insertRows } from './batch-insert';
import type { InsertedPeople } from './insert-people';
import type { PlannedOrder } from './plan-orders';

/** Orders planned but not yet inserted at a time: memory stays bounded whatever the scale. */
const ordersPerBatch = 5_000;
/** Orders planned between two turns of the event loop, so a batch's next statement is sent meanwhile. */
const ordersPerSlice = 250;

/**
 * Inserts orders with their lines, status history and returned bottles, a batch at a time; returns order ids
 * by plan index. The next batch is planned while the database inserts this one.
 */
export async function insertOrders(
  db: Db,
  plan: Iterable<PlannedOrder>,
  people: InsertedPeople,
  productIds: number[],
): Promise<number[]> {
  const ids: number[] = [];
  const planned = plan[Symbol.iterator]();
  let batch = await nextBatch(planned);
  while (batch.length > 0) {
    const [inserted, next] = await Promise.all([insertBatch(db, batch, people, productIds), nextBatch(planned)]);
    for (const id of inserted) ids.push(id);
    batch = next;
  }
  return ids;
}

async function nextBatch(planned: Iterator<PlannedOrder>): Promise<PlannedOrder[]> {
  const batch: PlannedOrder[] = [];
  for (let next = planned.next(); !next.done; next = planned.next()) {
    batch.push(next.value);
    if (batch.length === ordersPerBatch) break;
    if (batch.length % ordersPerSlice === 0) await new Promise(setImmediate);
  }
  return batch;
}

async function insertBatch(
  db: Db,
  plan: PlannedOrder[],
  people: InsertedPeople,
  productIds: number[],
): Promise<number[]> {
  const user = (person: number) => people.userIds[person]!;
  const ids = await insertReturningIds(
    db,
    orderHistories,
    // The plan's own figures and times are the row's columns; its indices become ids. Written out rather
    // than spread from the plan: V8 copies an object this size in its slow path.
    plan.map((o) => {
      const address = people.addresses[o.customer]![o.address]!;
      return {
        number: o.number,
        userId: user(o.customer),
        addressId: address.id,
        address,
        courierId: o.courier === null ? null : user(o.courier),
        status: o.status,
        paymentMethod: o.paymentMethod,
        paymentStatus: o.paymentStatus,
        itemsCount: o.itemsCount,
        subtotal: o.subtotal,
        discountTotal: o.discountTotal,
        deliveryFee: o.deliveryFee,
        total: o.total,
        bottlesToReturn: o.bottlesToReturn,
        bottlesReturned: o.bottlesReturned,
        comment: o.comment,
        deliveryDate: o.deliveryDate,
        acceptedAt: o.acceptedAt,
        deliveredAt: o.deliveredAt,
        rejectedAt: o.rejectedAt,
        rejectReason: o.rejectReason,
        version: o.version,
        createdAt: o.createdAt,
        updatedAt: o.updatedAt,
      };
    }),
  );
  const id = (index: number) => ids[index]!;
  await insertRows(
    db,
    orders,
    plan.flatMap((o, i) =>
      o.lines.map((l) => ({
        orderHistoryId: id(i),
        productId: productIds[l.product]!,
        quantity: l.quantity,
        price: l.price,
        discountAmount: l.discountAmount,
        total: l.total,
        createdAt: o.createdAt,
        updatedAt: o.createdAt,
      })),
    ),
  );
  await insertRows(
    db,
    orderStatusEvents,
    plan.flatMap((o, i) =>
      o.events.map((e) => ({
        orderHistoryId: id(i),
        fromStatus: e.from,
        toStatus: e.to,
        actorId: user(e.actor),
        note: e.note ?? null,
        createdAt: e.at,
      })),
    ),
  );
  await insertRows(
    db,
    bottles,
    plan.flatMap((o, i) =>
      o.status === 'delivered' && o.returnable > 0
        ? [
            {
              orderHistoryId: id(i),
              userId: user(o.customer),
              courierId: user(o.courier!),
              count: o.bottlesReturned,
              createdAt: o.deliveredAt!,
              updatedAt: o.deliveredAt!,
            },
          ]
        : [],
    ),
  );
  const last = plan[plan.length - 1];
  // Numbers were given explicitly, so move the sequence past them for orders placed later.
  if (last) await db.execute(sql`select setval('order_number_seq', ${sql.raw(String(last.number))})`);
  return ids;
}
