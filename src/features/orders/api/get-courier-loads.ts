import { queryOptions } from '@tanstack/react-query';
import type { CourierLoad } from '../../../contract/courier';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { matchesSearch } from '../../../lib/search-match';

export const courierLoadKeys = { all: ['courier'] as const };

/** `GET /courier`: the couriers with the open orders each carries, the least loaded first. */
export const courierLoadsQueryOptions = () =>
  queryOptions({
    queryKey: [...courierLoadKeys.all, 'list', {}] as const,
    queryFn: ({ signal }) => http.get<One<CourierLoad[]>>('/courier', { signal }).then((res) => res.data),
    staleTime: 15_000,
  });

/** The active couriers whose name or phone matches `search` (forgiving the script, as the server's search), in the server's order (by load). */
export const pickableCouriers = (couriers: readonly CourierLoad[], search: string) =>
  couriers.filter((c) => c.status === 'active' && matchesSearch(search, c.fullName, c.phone));
