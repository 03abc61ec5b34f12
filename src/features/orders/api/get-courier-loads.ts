import { queryOptions } from '@tanstack/react-query';
import { couriersQueryOptions } from '../../../api/courier';
import type { CourierLoad } from '../../../contract/courier';
import { matchesSearch } from '../../../lib/search-match';

/** `GET /courier`: the couriers with the open orders each carries and their shift, the least loaded first. */
export const courierLoadsQueryOptions = () => queryOptions({ ...couriersQueryOptions(), staleTime: 15_000 });

/** The active couriers whose name or phone matches `search` (forgiving the script, as the server's search), in the server's order (by load). */
export const pickableCouriers = (couriers: readonly CourierLoad[], search: string) =>
  couriers.filter((c) => c.status === 'active' && matchesSearch(search, c.fullName, c.phone));
