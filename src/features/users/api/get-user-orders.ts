import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';

export const getUserOrders = (userId: number, page: number, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history', { query: { userId, page, limit: 10, sort: 'createdAt', order: 'desc' }, signal });

export const userOrdersQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: userKeys.orders({ userId, page }),
    queryFn: ({ signal }) => getUserOrders(userId, page, signal),
    placeholderData: keepPreviousData,
  });
