import { queryOptions } from '@tanstack/react-query';
import type { CourierLoad } from '../../../contract/courier';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';

export const courierLoadKeys = { all: ['courier'] as const };

/** `GET /courier`: the couriers with the open orders each carries, the least loaded first. */
export const courierLoadsQueryOptions = () =>
  queryOptions({
    queryKey: [...courierLoadKeys.all, 'list', {}] as const,
    queryFn: ({ signal }) => http.get<One<CourierLoad[]>>('/courier', { signal }).then((res) => res.data),
    staleTime: 15_000,
  });

/** Lower case with every apostrophe form of oʻ/gʻ dropped, so `Gʻayrat`, `G'ayrat` and `gayrat` match. */
const fold = (text: string) => text.toLowerCase().replace(/[ʻʼ‘’'`]/g, '');

/** The active couriers whose name or phone contains `search`, in the server's order (by load). */
export const pickableCouriers = (couriers: readonly CourierLoad[], search: string) => {
  const wanted = fold(search.trim());
  const digits = search.replace(/\D/g, '');
  return couriers.filter(
    (c) =>
      c.status === 'active' &&
      (!wanted || fold(c.fullName).includes(wanted) || (digits.length > 0 && c.phone.includes(digits))),
  );
};
