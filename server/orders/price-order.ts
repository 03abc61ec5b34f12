import { and, eq, inArray, ne } from 'drizzle-orm';
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

/** Lines and totals by the seed's rules: catalogue prices, the best product discount valid on `date`. */
export async function priceOrder(db: Db, items: OrderHistoryCreateBody['items'], date: string) {
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

  const offers = await db
    .select({ productId: productDiscounts.productId, discount: discounts })
    .from(productDiscounts)
    .innerJoin(discounts, eq(discounts.id, productDiscounts.discountId))
    .where(and(inArray(productDiscounts.productId, ids), eq(discounts.isActive, true), ne(discounts.type, 'promocode')));
  const offersOf = (productId: number): LineDiscount[] => offers.filter((o) => o.productId === productId).map((o) => o.discount);

  const subtotal = items.reduce((sum, i) => sum + byId.get(i.productId)!.price * i.quantity, 0);
  const lines: PricedLine[] = items.map(({ productId, quantity }) => {
    const { price } = byId.get(productId)!;
    const discountAmount = bestDiscount(offersOf(productId), price, quantity, date, subtotal);
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
    returnable: items.reduce((sum, i) => sum + (byId.get(i.productId)!.isReturnable ? i.quantity : 0), 0),
  };
}
