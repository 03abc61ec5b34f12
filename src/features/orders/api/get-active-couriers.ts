import { queryOptions } from '@tanstack/react-query';
import { userQueries } from '../../../api/user';

/** The couriers an order can be given to, by name. */
export const activeCouriersQueryOptions = (search = '') =>
  queryOptions({
    ...userQueries.list({ role: 'courier', status: 'active', search, limit: 100, sort: 'fullName', order: 'asc' }),
    staleTime: 60_000,
  });
