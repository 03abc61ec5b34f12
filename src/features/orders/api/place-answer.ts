import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { isTakeable } from '../../../contract/order-transitions';
import { patchCached } from '../../../lib/cached-list';
import type { OpenSection } from './order-keys';
import { byRoute } from './route-order';

type Pages = InfiniteData<List<OrderHistory>>;

const belongsTo = (section: OpenSection, order: OrderHistory, courierId: number | undefined) =>
  section === 'mine' ? order.status === 'courier' && order.courierId === courierId : isTakeable(order);

/** One section's pages with `order` taken out, and (for the courier's run) put in at its place. */
function placeIn(section: OpenSection, pages: Pages, order: OrderHistory, courierId: number | undefined): Pages {
  const had = pages.pages.some((page) => page.data.some((o) => o.id === order.id));
  const into = belongsTo(section, order, courierId) && section === 'mine';
  const delta = (into ? 1 : 0) - (had ? 1 : 0);
  return {
    ...pages,
    pages: pages.pages.map((page, i) => {
      const data = page.data.filter((o) => o.id !== order.id);
      if (into && i === 0) data.push(order);
      if (into && i === 0) data.sort(byRoute);
      const total = Math.max(0, page.meta.total + delta);
      return { data, meta: { ...page.meta, total } };
    }),
  };
}

/**
 * A courier's change answered: the server's order goes into the cache in place of a refetch of every page
 * (issue 20, mobile data). It moves between the run and the orders to take; an order handed back reappears
 * among those to take on their next poll (their order is the server's). Other lists only go stale.
 */
export function placeAnswer(client: QueryClient, order: OrderHistory, courierId: number | undefined): void {
  for (const section of ['mine', 'unassigned'] as const) {
    const key = orderKeys.openSection(section);
    const pages = client.getQueryData<Pages>(key);
    if (!pages) continue;
    if (section === 'unassigned' && belongsTo(section, order, courierId))
      void client.invalidateQueries({ queryKey: key });
    else {
      client.setQueryData<Pages>(key, placeIn(section, pages, order, courierId));
      // A fetch under way may have read the server before this change: its answer would put the order back
      // as it was (a delivered order stayed on the run until the next poll). It starts again instead.
      if (client.isFetching({ queryKey: key }) > 0) void client.invalidateQueries({ queryKey: key });
    }
  }
  patchCached<OrderHistory>(client, orderKeys.all, order.id, () => order);
  client.setQueryData(orderKeys.detail(order.id), (detail: object | undefined) => detail && { ...detail, ...order });
  void client.invalidateQueries({ queryKey: orderKeys.lists(), refetchType: 'none' });
  void client.invalidateQueries({ queryKey: [...orderKeys.all, 'card'], refetchType: 'none' });
}
