import { and, eq } from 'drizzle-orm';
import { maxInt } from '../../src/contract/schemas/common';
import type { OrderLineCreateBody } from '../../src/contract/schemas/order';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { products } from '../db/schema/products';
import { httpError } from '../http/errors';
import { editLines } from './edit-lines';

/** As many lines as POST /order-history accepts. */
const maxLines = 50;

const fieldError = (path: string, message: string) => httpError(400, undefined, { errors: [{ path, message }] });

/**
 * Money columns are PostgreSQL `integer`: a quantity that takes the order's subtotal (and so any
 * line's total) past 2³¹−1 is refused before anything is written, not left to the database.
 */
function assertQuantityFits(lines: { price: number; quantity: number }[]): void {
  if (lines.reduce((sum, l) => sum + l.price * l.quantity, 0) > maxInt) {
    throw fieldError('quantity', 'Buyurtma summasi juda katta: miqdorni kamaytiring');
  }
}

/** A new line at the product's current price; a product already in the order is 409 (change that line instead). */
export function addLine(
  db: Db,
  { orderHistoryId, productId, quantity }: OrderLineCreateBody,
  actorId: number,
): Promise<number> {
  return editLines(db, orderHistoryId, actorId, async (tx, lines) => {
    const [product] = await tx
      .select({ price: products.price, name: products.name })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.isActive, true)));
    if (!product) throw fieldError('productId', 'Mahsulot topilmadi yoki sotuvda yoʻq');
    if (lines.some((l) => l.productId === productId))
      throw httpError(409, 'Bu mahsulot buyurtmada bor: uning miqdorini oʻzgartiring');
    if (lines.length >= maxLines) throw httpError(409, `Buyurtmada koʻpi bilan ${maxLines} xil mahsulot boʻladi`);
    assertQuantityFits([...lines, { price: product.price, quantity }]);
    const [line] = await tx
      .insert(orders)
      .values({ orderHistoryId, productId, quantity, price: product.price, total: product.price * quantity })
      .returning({ id: orders.id });
    return { result: line!.id, note: `Qoʻshildi: ${product.name} × ${quantity}` };
  });
}

async function orderOf(db: Db, lineId: number): Promise<number> {
  const [line] = await db.select({ orderHistoryId: orders.orderHistoryId }).from(orders).where(eq(orders.id, lineId));
  if (!line) throw httpError(404, 'Buyurtma mahsuloti topilmadi');
  return line.orderHistoryId;
}

const lineGone = () => httpError(404, 'Buyurtma mahsuloti topilmadi');

async function productName(tx: Db, productId: number): Promise<string> {
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return product!.name;
}

/** The line keeps the unit price it was sold at. */
export async function setLineQuantity(db: Db, lineId: number, quantity: number, actorId: number): Promise<void> {
  await editLines(db, await orderOf(db, lineId), actorId, async (tx, lines) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw lineGone();
    assertQuantityFits(lines.map((l) => (l.id === lineId ? { ...l, quantity } : l)));
    await tx
      .update(orders)
      .set({ quantity, total: line.price * quantity })
      .where(eq(orders.id, lineId));
    return { result: undefined, note: `${await productName(tx, line.productId)}: ${line.quantity} → ${quantity}` };
  });
}

/** An order keeps at least one line: removing the last one is 409 (reject the order instead). */
export async function removeLine(db: Db, lineId: number, actorId: number): Promise<void> {
  await editLines(db, await orderOf(db, lineId), actorId, async (tx, lines) => {
    const line = lines.find((l) => l.id === lineId);
    if (!line) throw lineGone();
    if (lines.length === 1)
      throw httpError(409, 'Buyurtmada kamida bitta mahsulot qolishi kerak: buyurtmani rad eting');
    await tx.delete(orders).where(eq(orders.id, lineId));
    return { result: undefined, note: `Olib tashlandi: ${await productName(tx, line.productId)}` };
  });
}
