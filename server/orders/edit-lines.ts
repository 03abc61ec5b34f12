import { asc, eq, sql } from 'drizzle-orm';
import { orderStatusLabels } from '../../src/contract/labels';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { users } from '../db/schema/users';
import { tashkentDate } from '../db/seed/time';
import { httpError } from '../http/errors';
import { assertFits, loadOffers, priceLines } from './price-order';
import { recordEvent } from './record-event';
import type { OrderRow } from './transitions';

export type LineRow = typeof orders.$inferSelect;

/**
 * Lines keep the unit price they were sold at; discounts are those valid on the day the order was
 * placed, against the new subtotal, as POST /order-history computed them.
 */
async function reprice(tx: Db, order: OrderRow): Promise<void> {
  const lines = await tx
    .select({ line: orders, isReturnable: products.isReturnable })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.orderHistoryId, order.id))
    .orderBy(asc(orders.id));
  const items = lines.map(({ line, isReturnable }) => ({ ...line, isReturnable }));
  const priced = assertFits(
    priceLines(items, await loadOffers(tx, [...new Set(items.map((i) => i.productId))]), tashkentDate(order.createdAt)),
  );
  for (const [i, { line }] of lines.entries()) {
    const { discountAmount, total } = priced.lines[i]!;
    if (discountAmount !== line.discountAmount || total !== line.total) {
      await tx.update(orders).set({ discountAmount, total }).where(eq(orders.id, line.id));
    }
  }
  const [customer] = await tx
    .select({ bottleBalance: users.bottleBalance })
    .from(users)
    .where(eq(users.id, order.userId));
  await tx
    .update(h)
    .set({
      itemsCount: priced.itemsCount,
      subtotal: priced.subtotal,
      discountTotal: priced.discountTotal,
      deliveryFee: priced.deliveryFee,
      total: priced.total,
      bottlesToReturn: Math.min(customer!.bottleBalance, priced.returnable),
      version: sql`${h.version} + 1`,
    })
    .where(eq(h.id, order.id));
}

/** What an edit returns: its result, and a note for the order's history saying what changed. */
export interface LineEdit<T> {
  result: T;
  note: string;
}

/**
 * Runs `edit` on the lines of a `pending` or `accepted` order, then reprices the order, bumps its
 * version and records the edit in its history, all in one transaction; the order row is locked
 * first, so edits of one order queue up.
 */
export async function editLines<T>(
  db: Db,
  orderHistoryId: number,
  actorId: number,
  edit: (tx: Db, lines: LineRow[]) => Promise<LineEdit<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(h).where(eq(h.id, orderHistoryId)).for('update');
    if (!order) throw httpError(404, 'Buyurtma topilmadi');
    if (order.status !== 'pending' && order.status !== 'accepted') {
      throw httpError(
        409,
        `«${orderStatusLabels[order.status]}» holatidagi buyurtma mahsulotlarini oʻzgartirib boʻlmaydi`,
      );
    }
    const lines = await tx.select().from(orders).where(eq(orders.orderHistoryId, orderHistoryId));
    const { result, note } = await edit(tx, lines);
    await reprice(tx, order);
    await recordEvent(tx, { orderHistoryId, from: order.status, to: order.status, actorId, note });
    return result;
  });
}
