import { queryOptions } from '@tanstack/react-query';
import type { CourierLoad } from '../contract/courier';
import type { One } from '../contract/envelope';
import { http } from '../lib/http/http';

export const courierKeys = { all: ['courier'] as const, list: () => ['courier', 'list', {}] as const };

/** `GET /courier` (admin): every courier with their load and shift state, the least loaded first. */
export const couriersQueryOptions = () =>
  queryOptions({
    queryKey: courierKeys.list(),
    queryFn: ({ signal }) => http.get<One<CourierLoad[]>>('/courier', { signal }).then((res) => res.data),
  });
