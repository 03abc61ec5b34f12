import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { infiniteListQuery } from '../../../api/infinite-list';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { OpenSection } from './order-keys';

/**
 * The courier's own orders come whole (the contract's largest page), so that every one of them is kept
 * offline; the orders to take come in small pages that scroll in. The screen draws a few cards at a time.
 */
export const OPEN_PAGE_LIMIT = { mine: 100, unassigned: 10 } satisfies Record<OpenSection, number>;
/** The admin's open orders. */
export const POLL_MS = 15_000;
/**
 * The courier's lists, polled on mobile data: a new order makes the alert's poll (get-new-order.ts) refetch the
 * orders to take at once, and the courier's own changes come back in their answers, so a slower poll misses little.
 */
export const COURIER_POLL_MS = 30_000;

const sectionQuery: Record<OpenSection, { mine?: boolean; unassigned?: boolean }> = {
  mine: { mine: true },
  unassigned: { unassigned: true },
};

const PATH = '/order-history/new-and-not-delivered';

/** One section of the courier's orders screen, page by page (the pages loaded are kept offline). */
export const openOrdersQueryOptions = (section: OpenSection) => {
  const query = (page: number) => ({ ...sectionQuery[section], page, limit: OPEN_PAGE_LIMIT[section] });
  const list = infiniteListQuery<OrderHistory>(orderKeys.openSection(section), PATH, query);
  const fetchPage = list.queryFn!;
  return infiniteQueryOptions({
    ...list,
    // A page of the run the app holds, with no change of the courier's under way, is asked about by the tag of
    // that copy (poll-held-run.ts, loaded when first needed).
    queryFn:
      section === 'mine'
        ? (context) => {
            const { client, queryKey, pageParam, signal } = context;
            const held = client.getQueryData<InfiniteData<List<OrderHistory>>>(queryKey);
            const page = held?.pages[held.pageParams.indexOf(pageParam)];
            if (!page || client.isMutating() > 0) return fetchPage(context);
            return import('./poll-held-run').then((run) =>
              run.pollHeldRun(PATH, query(pageParam), page, signal, () => fetchPage(context)),
            );
          }
        : fetchPage,
    refetchInterval: COURIER_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    staleTime: 10_000,
  });
};
