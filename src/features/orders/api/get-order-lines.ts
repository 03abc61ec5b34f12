import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderLine } from '../../../contract/order';
import { http } from '../../../lib/http/http';
import { orderLineKeys } from './order-keys';

export const getOrderLines = (orderHistoryId: number, signal?: AbortSignal) =>
  http.get<List<OrderLine>>('/order', { query: { orderHistoryId, limit: 100 }, signal });

export const orderLinesQueryOptions = (orderHistoryId: number) =>
  queryOptions({
    queryKey: orderLineKeys.list({ orderHistoryId }),
    queryFn: ({ signal }) => getOrderLines(orderHistoryId, signal),
  });
