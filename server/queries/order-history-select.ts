import { eq, inArray } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { orderHistories } from '../db/schema/order-histories';
import { users } from '../db/schema/users';

export const couriers = alias(users, 'courier');

const userRef = { id: users.id, fullName: users.fullName, phone: users.phone };
const courierRef = { id: couriers.id, fullName: couriers.fullName, phone: couriers.phone };

/**
 * Orders with their customer and courier, ready for `toOrderHistory`, and any `extra` columns; filters may use
 * `users` (the customer).
 */
export const selectOrderHistories = <Extra extends SelectedFields = Record<never, never>>(db: Db, extra?: Extra) =>
  db
    .select({ order: orderHistories, user: userRef, courier: courierRef, ...(extra as Extra) })
    .from(orderHistories)
    .innerJoin(users, eq(users.id, orderHistories.userId))
    .leftJoin(couriers, eq(couriers.id, orderHistories.courierId))
    .$dynamic();

export type OrderHistoryJoined = Awaited<
  ReturnType<ReturnType<typeof selectOrderHistories<Record<never, never>>>['execute']>
>[number];

export async function findOrderHistory(db: Db, id: number): Promise<OrderHistoryJoined | undefined> {
  const [row] = await selectOrderHistories(db).where(eq(orderHistories.id, id)).limit(1);
  return row;
}

/** The orders of `ids` that exist, in the order of `ids`. */
export async function findOrderHistories(db: Db, ids: number[]): Promise<OrderHistoryJoined[]> {
  if (ids.length === 0) return [];
  const rows = await selectOrderHistories(db).where(inArray(orderHistories.id, ids));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
