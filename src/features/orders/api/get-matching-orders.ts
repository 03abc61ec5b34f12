import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http/http';
import type { QueryParams } from '../../../lib/http/query-string';
import { maxBulkOrders, type SelectedOrder } from '../hooks/order-selection';

export type OrdersPath = '/order-history' | '/order-history/new-and-not-delivered';

/**
 * Every order the list's filter matches, up to 500 (what one bulk change takes), read 100 a page from the
 * first (the shown page's cursor is left out).
 */
export async function getMatchingOrders(path: OrdersPath, list: QueryParams, total: number): Promise<SelectedOrder[]> {
  const { after: _after, before: _before, ...query } = list;
  const pages = Math.ceil(Math.min(total, maxBulkOrders) / 100);
  const lists = await Promise.all(
    Array.from({ length: pages }, (_, i) =>
      http.get<List<OrderHistory>>(path, { query: { ...query, page: i + 1, limit: 100 } }),
    ),
  );
  return lists
    .flatMap((list) => list.data)
    .slice(0, maxBulkOrders)
    .map(({ id, number, version }) => ({ id, number, version }));
}
