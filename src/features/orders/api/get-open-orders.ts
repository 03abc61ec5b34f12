import { infiniteQueryOptions } from '@tanstack/react-query';
import { infiniteListQuery } from '../../../api/infinite-list';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import type { OpenSection } from './order-keys';

/** Small pages keep the first render light on a cheap phone; the rest scrolls in. */
export const OPEN_PAGE_LIMIT = 10;
export const POLL_MS = 15_000;

const sectionQuery: Record<OpenSection, { mine?: boolean; unassigned?: boolean }> = {
  mine: { mine: true },
  unassigned: { unassigned: true },
};

/** One section of the courier's orders screen, page by page (the pages loaded are kept offline). */
export const openOrdersQueryOptions = (section: OpenSection) =>
  infiniteQueryOptions({
    ...infiniteListQuery<OrderHistory>(
      orderKeys.openSection(section),
      '/order-history/new-and-not-delivered',
      (page) => ({
        ...sectionQuery[section],
        page,
        limit: OPEN_PAGE_LIMIT,
      }),
    ),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: 10_000,
  });
