import type { DiscountRef } from '../../src/contract/discount';
import type { ProductRef } from '../../src/contract/product';
import type { ProductDiscount } from '../../src/contract/product-discount';
import type { productDiscounts } from '../db/schema/product-discounts';

interface Joined {
  link: typeof productDiscounts.$inferSelect;
  product: ProductRef;
  discount: DiscountRef;
}

export const toProductDiscount = ({ link, product, discount }: Joined): ProductDiscount => ({
  id: link.id,
  productId: link.productId,
  discountId: link.discountId,
  product,
  discount,
  createdAt: link.createdAt.toISOString(),
  updatedAt: link.updatedAt.toISOString(),
});
