import type { ProductDiscount } from '../contract/product-discount';
import { entityKeys, entityQueries } from './entity';

export const productDiscountKeys = entityKeys('product-discount');

// Pairs are only listed: the API has no GET /product-discount/{id}.
export const productDiscountQueries = {
  list: entityQueries<ProductDiscount>('/product-discount', productDiscountKeys).list,
};
