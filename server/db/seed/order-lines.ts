import { bestDiscount, type LineDiscount } from '../../orders/pricing';
import type { CatalogPlan } from './plan-catalog';

export interface PlannedLine {
  product: number;
  quantity: number;
  price: number;
  discountAmount: number;
  total: number;
}

/** The product discounts (not promocodes, which a customer must enter) by product index. */
export function discountsByProduct(catalog: CatalogPlan): LineDiscount[][] {
  const result: LineDiscount[][] = catalog.products.map(() => []);
  for (const { product, discount } of catalog.productDiscounts) {
    const d = catalog.discounts[discount]!;
    if (d.type !== 'promocode' && d.isActive !== false) {
      result[product]!.push({
        ...d,
        value: d.value ?? 0,
        buyQuantity: d.buyQuantity ?? null,
        getQuantity: d.getQuantity ?? null,
        minOrderAmount: d.minOrderAmount ?? null,
      });
    }
  }
  return result;
}

/** Prices lines from the catalogue and applies the best product discount valid on `date`. */
export function priceLines(
  catalog: CatalogPlan,
  discounts: LineDiscount[][],
  items: { product: number; quantity: number }[],
  date: string,
): PlannedLine[] {
  const subtotal = items.reduce((sum, i) => sum + catalog.products[i.product]!.price * i.quantity, 0);
  return items.map(({ product, quantity }) => {
    const price = catalog.products[product]!.price;
    const amount = bestDiscount(discounts[product]!, price, quantity, date, subtotal);
    return { product, quantity, price, discountAmount: amount, total: price * quantity - amount };
  });
}
