import { discountKeys } from '../../../api/discount';
import { entityMutations } from '../../../api/entity-mutations';
import { productDiscountKeys } from '../../../api/product-discount';
import type { ProductDiscount } from '../../../contract/product-discount';

/** Unbinds a pair; the discounts' product counts change with it. */
export const { useDelete: useDeleteProductDiscount } = entityMutations<ProductDiscount, never, never>(
  '/product-discount',
  productDiscountKeys,
  [discountKeys.lists()],
);
