import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderLine } from '../../../contract/order';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

export const getOrderLines = (orderHistoryId: number, signal?: AbortSignal) =>
  http.get<List<OrderLine>>('/order', { query: { orderHistoryId, limit: 100 }, signal });

export const orderLinesQueryOptions = (orderHistoryId: number) =>
  queryOptions({
    queryKey: orderKeys.lines(orderHistoryId),
    queryFn: ({ signal }) => getOrderLines(orderHistoryId, signal),
  });
