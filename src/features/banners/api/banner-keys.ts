import type { QueryParams } from '../../../lib/query-string';

export const bannerKeys = {
  all: ['banner'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...bannerKeys.lists(), query] as const,
  detail: (id: number) => [...bannerKeys.all, 'detail', id] as const,
  productOptions: (search: string) => ['product', 'list', { search, limit: 20, sort: 'name', order: 'asc' }] as const,
  product: (id: number) => ['product', 'detail', id] as const,
};
