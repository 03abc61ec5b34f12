import { infiniteQueryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { orderKeys, type OrderFilters } from './order-keys';

const PAGE_LIMIT = 30;

export const getOrders = (filters: OrderFilters, page: number, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history', {
    query: { ...filters, page, limit: PAGE_LIMIT, sort: 'createdAt', order: 'desc' },
    signal,
  });

export const nextPage = ({ meta }: List<unknown>) => (meta.page < meta.totalPages ? meta.page + 1 : undefined);

export const ordersInfiniteQueryOptions = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getOrders(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
