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

/** An order leaving the run: the places after its own move up by one, as the server moves them (server/orders/route.ts). */
const closeUp = (left: OrderHistory | undefined) => (o: OrderHistory) =>
  left?.routePosition != null && o.routePosition != null && o.routePosition > left.routePosition
    ? { ...o, routePosition: o.routePosition - 1 }
    : o;

/**
 * One section's pages with `order` taken out, and (for the courier's run) put in at its place: the server's list
 * after the change, so that the app's tag of it (src/contract/list-tag.ts) matches the server's and a poll is a 304.
 */
function placeIn(
  section: OpenSection,
  pages: Pages,
  order: OrderHistory,
  courierId: number | undefined,
  before?: OrderHistory,
): Pages {
  const held = pages.pages.flatMap((page) => page.data).find((o) => o.id === order.id);
  const into = belongsTo(section, order, courierId) && section === 'mine';
  const delta = (into ? 1 : 0) - (held ? 1 : 0);
  const close = closeUp(section === 'mine' && !into && held ? (before ?? held) : undefined);
  return {
    ...pages,
    pages: pages.pages.map((page, i) => {
      const data = page.data.filter((o) => o.id !== order.id).map(close);
      if (into && i === 0) data.push(order);
      if (into && i === 0) data.sort(byRoute);
      const total = Math.max(0, page.meta.total + delta);
      return { data, meta: { ...page.meta, total, totalPages: Math.ceil(total / page.meta.limit) } };
    }),
  };
}

/**
 * A courier's change answered: the server's order goes into the cache in place of a refetch of every page
 * (issue 20, mobile data). It moves between the run and the orders to take; an order handed back reappears
 * among those to take on their next poll (their order is the server's). Other lists only go stale. `before` is
 * the order as the lists held it before the change was drawn on them (its route place: a drawn change has none).
 */
export function placeAnswer(
  client: QueryClient,
  order: OrderHistory,
  courierId: number | undefined,
  before?: OrderHistory,
): void {
  for (const section of ['mine', 'unassigned'] as const) {
    const key = orderKeys.openSection(section);
    const pages = client.getQueryData<Pages>(key);
    if (!pages) continue;
    if (section === 'unassigned' && belongsTo(section, order, courierId))
      void client.invalidateQueries({ queryKey: key });
    else {
      client.setQueryData<Pages>(key, placeIn(section, pages, order, courierId, before));
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
