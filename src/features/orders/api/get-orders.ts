import { infiniteListQuery } from '../../../api/infinite-list';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import type { OrderFilters } from './order-keys';

const PAGE_LIMIT = 30;

export const getOrders = (filters: OrderFilters, page: number, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history', {
    query: { ...filters, page, limit: PAGE_LIMIT, sort: 'createdAt', order: 'desc' },
    signal,
  });

export const ordersInfiniteQueryOptions = (filters: OrderFilters) =>
  infiniteListQuery(orderKeys.list(filters), (page, signal) => getOrders(filters, page, signal));
