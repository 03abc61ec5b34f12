import type { Discount } from '../contract/discount';
import { entityKeys, entityQueries } from './entity';

export const discountKeys = entityKeys('discount');
export const discountQueries = entityQueries<Discount>('/discount', discountKeys);
