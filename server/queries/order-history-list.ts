import { count, type SQL } from 'drizzle-orm';
import type { List } from '../../src/contract/envelope';
import type { OrderHistory } from '../../src/contract/order-history';
import type { OrderHistoryListQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { toOrderHistory } from '../dto/order-history';
import { selectOrderHistories } from './order-history-select';
import { orderByOf, pagedList } from './paging';
import { routeOrder } from '../orders/route';

const sortColumns = { createdAt: h.createdAt, total: h.total, number: h.number, deliveryDate: h.deliveryDate };

/** `byRoute`: one courier's run, sorted by its route first (and, without a `sort`, then by delivery date, oldest first). */
export function listOrderHistories(
  db: Db,
  where: SQL | undefined,
  q: OrderHistoryListQuery,
  byRoute = false,
): Promise<List<OrderHistory>> {
  const sorted = orderByOf(sortColumns[q.sort ?? 'createdAt'], h.id, q.order);
  const rows = selectOrderHistories(db)
    .where(where)
    .orderBy(...(byRoute && !q.sort ? routeOrder : byRoute ? [routeOrder[0]!, ...sorted] : sorted));
  const total = db.select({ n: count() }).from(h).where(where);
  return pagedList(q, rows, total, toOrderHistory);
}
