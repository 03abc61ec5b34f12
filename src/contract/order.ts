import type { ProductRef } from './product';

/** One line of an order. */
export interface OrderLine {
  id: number;
  orderHistoryId: number;
  productId: number;
  /** With `isReturnable`, so a courier's phone knows the full bottles an order hands out while offline. */
  product: ProductRef & { isReturnable: boolean };
  quantity: number;
  /** Unit price when ordered. */
  price: number;
  discountAmount: number;
  /** `price × quantity − discountAmount`. */
  total: number;
  createdAt: string;
  updatedAt: string;
}
