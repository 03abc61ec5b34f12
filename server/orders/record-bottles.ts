import { and, eq, sql } from 'drizzle-orm';
import { maxBottlesBack } from '../../src/contract/bottles';
import type { Bottle } from '../../src/contract/bottle';
import type { BottleBody } from '../../src/contract/schemas/bottle';
import type { Db } from '../db/client';
import { bottles } from '../db/schema/bottles';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import { httpError } from '../http/errors';
import { isAdmin, type Caller, type OrderRow } from './transitions';

/**
 * Locks the customer's row. Transactions that lock several rows take them in one order, customer
 * (users) first, then the order (order_histories), then its lines, so two of them never wait on each
 * other in a circle (placing an order locks the customer, then inserts the order).
 */
export async function lockCustomer(tx: Db, userId: number): Promise<{ bottleBalance: number }> {
  const [row] = await tx
    .select({ bottleBalance: users.bottleBalance })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row!;
}

/**
 * A delivery hands the customer this order's returnable bottles: their balance grows by as many, in
 * the delivery's transaction (the customer's row locked first, lockCustomer).
 */
export async function handOverBottles(tx: Db, order: OrderRow): Promise<void> {
  const [brought] = await tx
    .select({ count: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.orderHistoryId, order.id), eq(products.isReturnable, true)));
  if (!brought?.count) return;
  await tx
    .update(users)
    .set({ bottleBalance: sql`${users.bottleBalance} + ${brought.count}` })
    .where(eq(users.id, order.userId));
}

/**
 * The one bottles row per order holds the count, and the customer's balance moves by the difference
 * to the earlier count, so a replay changes nothing. A count above what the customer holds (plus the
 * earlier count) is a 400 on `path`: the balance never goes below 0. Runs inside the caller's
 * transaction, the customer's and the order's rows locked there; the order's own `bottlesReturned`
 * is the caller's to set.
 */
export async function writeBottles(
  tx: Db,
  order: OrderRow,
  count: number,
  path: string,
): Promise<{ row: typeof bottles.$inferSelect; created: boolean }> {
  const [earlier] = await tx.select().from(bottles).where(eq(bottles.orderHistoryId, order.id));
  const [customer] = await tx
    .select({ bottleBalance: users.bottleBalance })
    .from(users)
    .where(eq(users.id, order.userId));
  const most = maxBottlesBack(customer!.bottleBalance, earlier?.count ?? 0);
  if (count > most) {
    const message = `Mijozda ${most} ta idish bor: koʻpi bilan shuncha qaytarib olinadi`;
    throw httpError(400, undefined, { errors: [{ path, message }] });
  }
  const difference = count - (earlier?.count ?? 0);
  if (difference !== 0) {
    await tx
      .update(users)
      .set({ bottleBalance: sql`${users.bottleBalance} - ${difference}` })
      .where(eq(users.id, order.userId));
  }
  const [row] = earlier
    ? await tx.update(bottles).set({ count, courierId: order.courierId }).where(eq(bottles.id, earlier.id)).returning()
    : await tx
        .insert(bottles)
        .values({ orderHistoryId: order.id, userId: order.userId, courierId: order.courierId, count })
        .returning();
  return { row: row!, created: !earlier };
}

/**
 * POST /bottle: sets the bottles taken back for an order. The customer's row, then the order row are
 * locked first (lockCustomer), so concurrent posts for one order apply one after the other. A new count is a change of the order,
 * so its `version` goes up (API.md); a replay changes nothing.
 */
export async function recordBottles(
  db: Db,
  { orderHistoryId, count }: BottleBody,
  caller: Caller,
): Promise<{ bottle: Bottle; created: boolean }> {
  return db.transaction(async (tx) => {
    const [unlocked] = await tx.select({ userId: h.userId }).from(h).where(eq(h.id, orderHistoryId));
    if (!unlocked) throw httpError(404, 'Buyurtma topilmadi');
    await lockCustomer(tx, unlocked.userId);
    const [order] = await tx.select().from(h).where(eq(h.id, orderHistoryId)).for('update');
    if (!order) throw httpError(404, 'Buyurtma topilmadi');
    if (!isAdmin(caller.role) && order.courierId !== caller.id)
      throw httpError(403, 'Bu buyurtma sizga biriktirilmagan');
    if (order.status !== 'courier' && order.status !== 'delivered') {
      throw httpError(409, 'Idishlar faqat kuryerdagi yoki yetkazilgan buyurtmaga yoziladi');
    }
    if (count !== order.bottlesReturned) {
      await tx
        .update(h)
        .set({ bottlesReturned: count, version: sql`${h.version} + 1` })
        .where(eq(h.id, orderHistoryId));
    }
    const { row, created } = await writeBottles(tx, order, count, 'count');
    const { updatedAt: _, ...bottle } = row;
    return { bottle: { ...bottle, createdAt: bottle.createdAt.toISOString() }, created };
  });
}
