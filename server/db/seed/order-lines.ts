import type { CatalogPlan, DiscountRow } from './plan-catalog';

export interface PlannedLine {
  product: number;
  quantity: number;
  price: number;
  discountAmount: number;
  total: number;
}

/** The product discounts (not promocodes, which a customer must enter) by product index. */
export function discountsByProduct(catalog: CatalogPlan): DiscountRow[][] {
  const result: DiscountRow[][] = catalog.products.map(() => []);
  for (const { product, discount } of catalog.productDiscounts) {
    const d = catalog.discounts[discount]!;
    if (d.type !== 'promocode' && d.isActive !== false) result[product]!.push(d);
  }
  return result;
}

function discountAmount(d: DiscountRow, price: number, quantity: number): number {
  switch (d.type) {
    case 'percentage':
      return Math.round((price * quantity * d.value!) / 100);
    case 'fixed':
      return Math.min(d.value! * quantity, price * quantity);
    case 'buy-x-get-y':
      return Math.floor(quantity / (d.buyQuantity! + d.getQuantity!)) * d.getQuantity! * price;
    default:
      return 0;
  }
}

/** Prices lines from the catalogue and applies the best product discount valid on `date`. */
export function priceLines(
  catalog: CatalogPlan,
  discounts: DiscountRow[][],
  items: { product: number; quantity: number }[],
  date: string,
): PlannedLine[] {
  const subtotal = items.reduce((sum, i) => sum + catalog.products[i.product]!.price * i.quantity, 0);
  return items.map(({ product, quantity }) => {
    const price = catalog.products[product]!.price;
    const valid = discounts[product]!.filter(
      (d) => d.startDate <= date && date <= d.endDate && (d.minOrderAmount ?? 0) <= subtotal,
    );
    const amount = Math.max(0, ...valid.map((d) => discountAmount(d, price, quantity)));
    return { product, quantity, price, discountAmount: amount, total: price * quantity - amount };
  });
}
