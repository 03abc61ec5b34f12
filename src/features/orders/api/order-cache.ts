import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { orderKeys } from '../../../api/order-history';

type OrderList = List<OrderHistory>;
type Cached = OrderList | InfiniteData<OrderList> | unknown;

const isList = (value: unknown): value is OrderList =>
  typeof value === 'object' && value !== null && Array.isArray((value as OrderList).data);

const isPages = (value: unknown): value is InfiniteData<OrderList> =>
  typeof value === 'object' && value !== null && Array.isArray((value as InfiniteData<OrderList>).pages);

/** `undefined` when the cached value holds no orders (cards) or `map` changed nothing. */
function mapOrders(value: Cached, map: (order: OrderHistory) => OrderHistory): Cached | undefined {
  const mapList = (list: OrderList): OrderList => {
    const data = list.data.map(map);
    return data.some((order, i) => order !== list.data[i]) ? { ...list, data } : list;
  };
  if (isPages(value)) {
    const pages = value.pages.map(mapList);
    return pages.some((page, i) => page !== value.pages[i]) ? { ...value, pages } : undefined;
  }
  if (isList(value)) {
    const list = mapList(value);
    return list !== value ? list : undefined;
  }
  return undefined;
}

/** What an order looked like in each cached list before an optimistic change. */
export type OrderSnapshot = Array<[QueryKey, OrderHistory]>;

function replaceOrders(client: QueryClient, map: (order: OrderHistory, key: QueryKey) => OrderHistory): void {
  for (const query of client.getQueryCache().findAll({ queryKey: orderKeys.all })) {
    const next = mapOrders(query.state.data, (order) => map(order, query.queryKey));
    // Keeps the fetch time: an optimistic change is not fresh server data.
    if (next !== undefined) client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
  }
}

/** Changes one order in place in every cached order list; returns what it replaced. */
export function patchCachedOrder(
  client: QueryClient,
  id: number,
  change: (order: OrderHistory) => OrderHistory,
): OrderSnapshot {
  const snapshot: OrderSnapshot = [];
  replaceOrders(client, (order, key) => {
    if (order.id !== id) return order;
    snapshot.push([key, order]);
    return change(order);
  });
  return snapshot;
}

export function restoreCachedOrder(client: QueryClient, snapshot: OrderSnapshot | undefined): void {
  if (!snapshot?.length) return;
  const previous = new Map(snapshot.map(([key, order]) => [JSON.stringify(key), order]));
  replaceOrders(client, (order, key) => {
    const before = previous.get(JSON.stringify(key));
    return before && before.id === order.id ? before : order;
  });
}

/** The order as the cached lists hold it now (after a refetch: as the server has it). */
export function findCachedOrder(client: QueryClient, id: number): OrderHistory | undefined {
  let found: OrderHistory | undefined;
  replaceOrders(client, (order) => {
    if (order.id === id) found ??= order;
    return order;
  });
  return found;
}
