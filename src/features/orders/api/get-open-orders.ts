import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

const PAGE_LIMIT = 100;
const path = '/order-history/new-and-not-delivered';

const getPage = (page: number, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>(path, { query: { page, limit: PAGE_LIMIT }, signal });

/** Every open order, 100 a page: the courier sees (and keeps offline) the whole list at once. */
export async function getOpenOrders(signal?: AbortSignal): Promise<List<OrderHistory>> {
  const first = await getPage(1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.totalPages - 1) }, (_, i) => getPage(i + 2, signal)),
  );
  const seen = new Set<number>();
  // An order arriving between page calls shifts the pages; it must not show twice.
  const data = [first, ...rest].flatMap((page) => page.data).filter((o) => !seen.has(o.id) && seen.add(o.id));
  return { data, meta: { ...first.meta, page: 1, total: data.length } };
}

export const POLL_MS = 15_000;

export const openOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.open(),
    queryFn: ({ signal }) => getOpenOrders(signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: 10_000,
  });
