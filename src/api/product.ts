import type { Product } from '../contract/product';
import { entityKeys, entityQueries } from './entity';

export const productKeys = entityKeys('product');
export const productQueries = entityQueries<Product>('/product', productKeys);
