import { infiniteQueryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import { userKeys, type CustomerFilters } from './user-keys';

const PAGE_LIMIT = 30;

/** For a courier the server returns customers only (role=user). */
export const getCustomers = (filters: CustomerFilters, page: number, signal?: AbortSignal) =>
  http.get<List<User>>('/user', {
    query: { search: filters.search, page, limit: PAGE_LIMIT, sort: 'fullName', order: 'asc' },
    signal,
  });

export const customersInfiniteQueryOptions = (filters: CustomerFilters) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getCustomers(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page < meta.totalPages ? meta.page + 1 : undefined),
  });
