import type { DiscountRef } from './discount';
import type { ProductRef } from './product';

export interface ProductDiscount {
  id: number;
  productId: number;
  discountId: number;
  product: ProductRef;
  discount: DiscountRef;
  createdAt: string;
  updatedAt: string;
}

export interface ProductDiscountBulkResult {
  created: number;
  skipped: number;
}
