import type { Category } from '../contract/category';
import { entityKeys, optionsQuery } from './entity';

export const categoryKeys = entityKeys('category');
export const categoryQueries = { options: () => optionsQuery<Category>('/category', categoryKeys) };
