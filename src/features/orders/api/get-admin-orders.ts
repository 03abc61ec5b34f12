import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { orderKeys } from './order-keys';

/** One page of `GET /order-history` with the admin's filters, sort and page. */
export const getAdminOrders = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history', { query, signal });

export const adminOrdersQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: orderKeys.adminList(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
