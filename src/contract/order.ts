import type { ProductRef } from './product';

/** One line of an order. */
export interface OrderLine {
  id: number;
  orderHistoryId: number;
  productId: number;
  product: ProductRef;
  quantity: number;
  /** Unit price when ordered. */
  price: number;
  discountAmount: number;
  /** `price × quantity − discountAmount`. */
  total: number;
  createdAt: string;
  updatedAt: string;
}
