import { infiniteQueryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { orderKeys, type OpenSection } from './order-keys';

/** Small pages keep the first render light on a cheap phone; the rest scrolls in. */
export const OPEN_PAGE_LIMIT = 10;
export const POLL_MS = 15_000;

const sectionQuery: Record<OpenSection, { mine?: boolean; unassigned?: boolean }> = {
  mine: { mine: true },
  unassigned: { unassigned: true },
};

export const getOpenOrdersPage = (section: OpenSection, page: number, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history/new-and-not-delivered', {
    query: { ...sectionQuery[section], page, limit: OPEN_PAGE_LIMIT },
    signal,
  });

/** One section of the courier's orders screen, page by page (the pages loaded are kept offline). */
export const openOrdersQueryOptions = (section: OpenSection) =>
  infiniteQueryOptions({
    queryKey: orderKeys.openSection(section),
    queryFn: ({ pageParam, signal }) => getOpenOrdersPage(section, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: List<OrderHistory>) => (last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: 10_000,
  });
