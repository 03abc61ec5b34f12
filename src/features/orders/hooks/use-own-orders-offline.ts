import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory, OrderHistoryDetail } from '../../../contract/order-history';
import { eachWhenIdle } from '../../../lib/when-idle';
import { orderQueryOptions } from '../api/get-order';

/**
 * Every order of the courier's run, with its lines and events, in the offline cache: fetched once when an
 * order joins the run or changes on the server (its version moves), at an idle moment, never on every poll.
 * So an order the courier never opened still shows what to hand over in a dead zone.
 */
export function useOwnOrdersOffline(run: readonly OrderHistory[] | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!run?.length) return;
    // Starting a request costs about a millisecond here, so a run of 22 orders at once was a long task.
    return eachWhenIdle(run, (order) => {
      const cached = client.getQueryData<OrderHistoryDetail>(orderKeys.detail(order.id));
      if (cached?.version !== order.version) void client.prefetchQuery(orderQueryOptions(order.id));
    });
  }, [client, run]);
}
