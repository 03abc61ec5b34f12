import { and, eq, inArray, ne } from 'drizzle-orm';
import { maxInt } from '../../src/contract/schemas/common';
import type { OrderHistoryCreateBody } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';
import { products } from '../db/schema/products';
import { httpError } from '../http/errors';
import { bestDiscount, deliveryFeeFor, type LineDiscount } from './pricing';

export interface PricedLine {
  productId: number;
  quantity: number;
  price: number;
  discountAmount: number;
  total: number;
}

/** A line to price: `price` is the unit price it is sold at. */
export interface LineToPrice {
  productId: number;
  quantity: number;
  price: number;
  isReturnable: boolean;
}

export type PricedOrder = ReturnType<typeof priceLines>;

/** The active, non-promocode discounts of each product. */
export async function loadOffers(db: Db, productIds: number[]): Promise<Map<number, LineDiscount[]>> {
  const rows = await db
    .select({ productId: productDiscounts.productId, discount: discounts })
    .from(productDiscounts)
    .innerJoin(discounts, eq(discounts.id, productDiscounts.discountId))
    .where(
      and(
        inArray(productDiscounts.productId, productIds),
        eq(discounts.isActive, true),
        ne(discounts.type, 'promocode'),
      ),
    );
  const offers = new Map<number, LineDiscount[]>();
  for (const { productId, discount } of rows) offers.set(productId, [...(offers.get(productId) ?? []), discount]);
  return offers;
}

/**
 * Money columns are PostgreSQL `integer`: an order whose sums do not fit is refused with 400
 * (API.md, "Conventions"). The subtotal bounds every other sum (discounts never exceed it).
 */
export function assertFits(priced: PricedOrder): PricedOrder {
  if (priced.subtotal > maxInt) {
    throw httpError(400, undefined, {
      errors: [{ path: 'items', message: 'Buyurtma summasi juda katta: miqdorni kamaytiring' }],
    });
  }
  return priced;
}

/** Lines and totals by the seed's rules: the best product discount valid on `date`, free delivery over the threshold. */
export function priceLines(items: LineToPrice[], offers: Map<number, LineDiscount[]>, date: string) {
  const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  const lines: PricedLine[] = items.map(({ productId, quantity, price }) => {
    const discountAmount = bestDiscount(offers.get(productId) ?? [], price, quantity, date, subtotal);
    return { productId, quantity, price, discountAmount, total: price * quantity - discountAmount };
  });
  const discountTotal = lines.reduce((sum, l) => sum + l.discountAmount, 0);
  const deliveryFee = deliveryFeeFor(subtotal - discountTotal);
  return {
    lines,
    itemsCount: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal,
    discountTotal,
    deliveryFee,
    total: subtotal - discountTotal + deliveryFee,
    returnable: items.reduce((sum, i) => sum + (i.isReturnable ? i.quantity : 0), 0),
  };
}

/** A new order's lines at today's catalogue prices; a missing or inactive product is a 400 on its item. */
export async function priceOrder(db: Db, items: OrderHistoryCreateBody['items'], date: string): Promise<PricedOrder> {
  const ids = items.map((i) => i.productId);
  const found = await db
    .select({ id: products.id, price: products.price, isReturnable: products.isReturnable })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = items.flatMap((item, i) =>
    byId.has(item.productId) ? [] : [{ path: `items.${i}.productId`, message: 'Mahsulot topilmadi yoki sotuvda yoʻq' }],
  );
  if (missing.length) throw httpError(400, undefined, { errors: missing });
  const lines = items.map((item) => ({
    ...item,
    price: byId.get(item.productId)!.price,
    isReturnable: byId.get(item.productId)!.isReturnable,
  }));
  return assertFits(priceLines(lines, await loadOffers(db, ids), date));
}
