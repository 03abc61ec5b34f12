import type { QueryParams } from '../../../lib/query-string';

// Products and discounts are listed here too; their keys match the owning features' so the cache is shared.
export const productDiscountKeys = {
  all: ['product-discount'] as const,
  lists: () => [...productDiscountKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...productDiscountKeys.lists(), query] as const,
  products: (query: QueryParams) => ['product', 'list', query] as const,
  discounts: (query: QueryParams) => ['discount', 'list', query] as const,
  discountLists: () => ['discount', 'list'] as const,
  brands: () => ['brand', 'list', { limit: 100 }] as const,
  categories: () => ['category', 'list', { limit: 100 }] as const,
};
