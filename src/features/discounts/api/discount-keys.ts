import type { QueryParams } from '../../../lib/query-string';

export const discountKeys = {
  all: ['discount'] as const,
  lists: () => [...discountKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...discountKeys.lists(), query] as const,
  detail: (id: number) => [...discountKeys.all, 'detail', id] as const,
};
