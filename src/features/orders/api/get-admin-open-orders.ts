import { queryOptions } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http/http';
import type { QueryParams } from '../../../lib/http/query-string';
import { POLL_MS } from './get-open-orders';

/** One page of the open orders; the admin pages through them instead of loading all. */
export const getAdminOpenOrders = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<OrderHistory>>('/order-history/new-and-not-delivered', { query, signal });

export const adminOpenOrdersQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: orderKeys.openPage(query),
    queryFn: ({ signal }) => getAdminOpenOrders(query, signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
