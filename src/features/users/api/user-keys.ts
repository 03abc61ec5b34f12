export interface CustomerFilters {
  search: string;
}

export const userKeys = {
  all: ['user'] as const,
  list: (filters: CustomerFilters) => [...userKeys.all, 'list', filters] as const,
  addresses: (userId: number) => ['address', 'list', { userId }] as const,
};
