import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory, OrderHistoryDetail } from '../../../contract/order-history';
import { useOnline } from '../../../lib/hooks/use-online';
import { whenIdle } from '../../../lib/when-idle';
import { getOrders } from '../api/get-order';

/** The most orders one `GET /order-history/details` answers. */
const perRequest = 100;

/**
 * Every order of the courier's run, with its lines and events, in the offline cache: fetched when an order
 * joins the run or changes on the server (its version moves), and again once the server is reachable, at an
 * idle moment, never on every poll. So an order the courier never opened still shows what to hand over in a
 * dead zone. One request for all of them: starting 22 requests was a long task of their own on a cheap phone.
 */
export function useOwnOrdersOffline(run: readonly OrderHistory[] | undefined): void {
  const client = useQueryClient();
  const online = useOnline();
  useEffect(() => {
    const missing = run?.filter(
      (order) => client.getQueryData<OrderHistoryDetail>(orderKeys.detail(order.id))?.version !== order.version,
    );
    if (!online || !missing?.length) return;
    const request = new AbortController();
    const cancel = whenIdle(() => void keepOrders(client, missing, request.signal));
    return () => {
      cancel();
      request.abort();
    };
  }, [client, run, online]);
}

async function keepOrders(client: QueryClient, orders: readonly OrderHistory[], signal: AbortSignal) {
  try {
    for (let i = 0; i < orders.length; i += perRequest) {
      const details = await getOrders(
        orders.slice(i, i + perRequest).map((order) => order.id),
        signal,
      );
      // An order opened meanwhile may hold a newer copy than this answer.
      for (const detail of details)
        client.setQueryData<OrderHistoryDetail>(orderKeys.detail(detail.id), (cached) =>
          cached && cached.version >= detail.version ? cached : detail,
        );
    }
  } catch {
    // Offline or cancelled: the next change of the run, or the server reachable again, asks once more.
  }
}
