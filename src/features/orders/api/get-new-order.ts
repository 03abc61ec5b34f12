import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { NewOrderFlag } from '../../../contract/new-order';
import { http } from '../../../lib/http';
import { newOrderKeys } from './order-keys';

const UNKNOWN: NewOrderFlag = { isRead: false, lastOrderAt: null };

/** The spec's read flag: `true` until the server says otherwise, and `false` when the call fails. */
export const getNewOrderFlag = (signal?: AbortSignal) =>
  http.get<One<NewOrderFlag>>('/new-order', { signal }).then(
    (res) => ({ isRead: res.data.isRead, lastOrderAt: res.data.lastOrderAt ?? null }),
    () => UNKNOWN,
  );

/**
 * Every 20 s: with the courier's lists every 30 s, an idle hour of the screen costs under 100 KB of 304s
 * (issue 20); a new order still shows within 20 s, and a subscribed phone has its push at once.
 */
export const NEW_ORDER_POLL_MS = 20_000;
/** While the page is hidden but alive (screen off, another app in front): slower, but still polling. */
export const NEW_ORDER_HIDDEN_POLL_MS = 30_000;

export const newOrderPollInterval = (doc: Pick<Document, 'visibilityState'> = document) =>
  doc.visibilityState === 'hidden' ? NEW_ORDER_HIDDEN_POLL_MS : NEW_ORDER_POLL_MS;

export const newOrderQueryOptions = () =>
  queryOptions({
    queryKey: newOrderKeys.flag(),
    queryFn: ({ signal }) => getNewOrderFlag(signal),
    refetchInterval: () => newOrderPollInterval(),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
