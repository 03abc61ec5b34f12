import type { Discount } from '../../src/contract/discount';
import type { DiscountJoined } from '../catalog/discount-select';

export const toDiscount = ({ discount: d, productsCount }: DiscountJoined): Discount => ({
  id: d.id,
  name: d.name,
  type: d.type,
  value: d.value,
  buyQuantity: d.buyQuantity,
  getQuantity: d.getQuantity,
  promocode: d.promocode,
  minOrderAmount: d.minOrderAmount,
  startDate: d.startDate,
  endDate: d.endDate,
  isActive: d.isActive,
  productsCount,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
