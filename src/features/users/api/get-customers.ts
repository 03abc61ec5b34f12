import { infiniteListQuery } from '../../../api/infinite-list';
import { userKeys } from '../../../api/user';
import type { List } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';

export interface CustomerFilters {
  search: string;
}

const PAGE_LIMIT = 30;

/** For a courier the server returns customers only (role=user). */
export const getCustomers = (filters: CustomerFilters, page: number, signal?: AbortSignal) =>
  http.get<List<User>>('/user', {
    query: { search: filters.search, page, limit: PAGE_LIMIT, sort: 'fullName', order: 'asc' },
    signal,
  });

export const customersInfiniteQueryOptions = (filters: CustomerFilters) =>
  infiniteListQuery(userKeys.list(filters), (page, signal) => getCustomers(filters, page, signal));
