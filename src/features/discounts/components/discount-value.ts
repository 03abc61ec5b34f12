import type { Discount } from '../../../contract/discount';
import { formatMoney } from '../../../lib/money';

/** `10%`, `5 000 soʻm`, `2 + 1`, or the promocode with its percent. */
export function discountValue(
  discount: Pick<Discount, 'type' | 'value' | 'buyQuantity' | 'getQuantity' | 'promocode'>,
): string {
  switch (discount.type) {
    case 'percentage':
      return `${discount.value}%`;
    case 'fixed':
      return formatMoney(discount.value);
    case 'buy-x-get-y':
      return `${discount.buyQuantity ?? '?'} + ${discount.getQuantity ?? '?'}`;
    case 'promocode':
      return `${discount.promocode ?? ''} · ${discount.value}%`;
  }
}
