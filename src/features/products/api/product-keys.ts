import type { QueryParams } from '../../../lib/query-string';

export const productKeys = {
  all: ['product'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...productKeys.lists(), query] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  brands: () => ['brand', 'list', { limit: 100 }] as const,
  categories: () => ['category', 'list', { limit: 100 }] as const,
};
