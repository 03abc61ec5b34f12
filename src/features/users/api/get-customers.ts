import { infiniteListQuery } from '../../../api/infinite-list';
import { userKeys } from '../../../api/user';
import type { User } from '../../../contract/user';

export interface CustomerFilters {
  search: string;
}

/** For a courier the server returns customers only (role=user). */
export const customersInfiniteQueryOptions = (filters: CustomerFilters) =>
  infiniteListQuery<User>(userKeys.list(filters), '/user', (page) => ({
    search: filters.search,
    page,
    limit: 30,
    sort: 'fullName',
    order: 'asc',
  }));
