import type { QueryParams } from '../../../lib/query-string';

export const notificationKeys = {
  all: ['notification'] as const,
  list: (query: QueryParams) => [...notificationKeys.all, 'list', query] as const,
  detail: (id: number) => [...notificationKeys.all, 'detail', id] as const,
  unread: () => [...notificationKeys.all, 'no-read-notifications'] as const,
};
