export interface CustomerFilters {
  search: string;
}

import type { QueryParams } from '../../../lib/query-string';

export const userKeys = {
  all: ['user'] as const,
  list: (filters: CustomerFilters) => [...userKeys.all, 'list', filters] as const,
  adminList: (query: QueryParams) => [...userKeys.all, 'list', query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  addresses: (userId: number) => ['address', 'list', { userId }] as const,
  basket: (userId: number) => ['basket', 'detail', userId] as const,
  orders: (query: QueryParams) => ['order-history', 'list', query] as const,
};
