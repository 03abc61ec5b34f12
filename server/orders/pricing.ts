import type { DiscountType } from '../../src/contract/enums';

/** The fields of a product discount that decide its amount; the seed and POST /order-history share them. */
export interface LineDiscount {
  type: DiscountType;
  value: number;
  buyQuantity: number | null;
  getQuantity: number | null;
  minOrderAmount: number | null;
  startDate: string;
  endDate: string;
}

export const freeDeliveryFrom = 100_000;
export const deliveryFee = 10_000;

function discountAmount(d: LineDiscount, price: number, quantity: number): number {
  switch (d.type) {
    case 'percentage':
      return Math.round((price * quantity * d.value) / 100);
    case 'fixed':
      return Math.min(d.value * quantity, price * quantity);
    case 'buy-x-get-y':
      return Math.floor(quantity / (d.buyQuantity! + d.getQuantity!)) * d.getQuantity! * price;
    default:
      // A promocode needs a code the customer types; product pricing never applies one.
      return 0;
  }
}

/** The best of a product's discounts valid on `date` (Tashkent) for an order whose subtotal is `subtotal`. */
export function bestDiscount(
  discounts: LineDiscount[],
  price: number,
  quantity: number,
  date: string,
  subtotal: number,
): number {
  const valid = discounts.filter(
    (d) => d.startDate <= date && date <= d.endDate && (d.minOrderAmount ?? 0) <= subtotal,
  );
  return Math.max(0, ...valid.map((d) => discountAmount(d, price, quantity)));
}

/** Free delivery from 100 000 so'm after discounts. */
export const deliveryFeeFor = (afterDiscounts: number) => (afterDiscounts >= freeDeliveryFrom ? 0 : deliveryFee);

/** "12 500 soʻm", as notifications write amounts. */
export const som = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} soʻm`;
