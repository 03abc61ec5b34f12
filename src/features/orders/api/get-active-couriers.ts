import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

export const getActiveCouriers = (search: string, signal?: AbortSignal) =>
  http.get<List<User>>('/user', {
    query: { role: 'courier', status: 'active', search, limit: 100, sort: 'fullName', order: 'asc' },
    signal,
  });

export const activeCouriersQueryOptions = (search = '') =>
  queryOptions({
    queryKey: orderKeys.couriers(search),
    queryFn: ({ signal }) => getActiveCouriers(search, signal),
    staleTime: 60_000,
  });
