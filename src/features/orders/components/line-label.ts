import type { OrderLine } from '../../../contract/order';
import type { ProductRef } from '../../../contract/product';

const unitSymbols = { litr: 'l', kg: 'kg', dona: '' } as const;

/** One item's size, as on the label: "18,9 l", "25 kg"; nothing for a piece or an unknown size. */
export function productSize({ unit, unitValue }: Pick<ProductRef, 'unit' | 'unitValue'>): string {
  if (unitValue === null || unitValue === undefined || !unitSymbols[unit]) return '';
  return `${String(unitValue).replace('.', ',')} ${unitSymbols[unit]}`;
}

/** "Musaffo suvi 18,9 l": the name with the item's size, unless the name already says it. */
export function sizedName(product: Pick<ProductRef, 'name' | 'unit' | 'unitValue'>): string {
  const size = productSize(product);
  return size && !product.name.includes(size) ? `${product.name} ${size}` : product.name;
}

/** "2 × Musaffo suvi 18,9 l": how many items of which product (never "2 litr" for two bottles). */
export function lineLabel({ quantity, product }: Pick<OrderLine, 'quantity' | 'product'>): string {
  return `${quantity} × ${sizedName(product)}`;
}
