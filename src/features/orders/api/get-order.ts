import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderHistory, OrderHistoryDetail } from '../../../contract/order-history';
import { http } from '../../../lib/http/http';
import { orderKeys } from '../../../api/order-history';

/** `GET /order-history/{id}`: the order with its lines and history. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  http.get<One<OrderHistoryDetail>>(`/order-history/${id}`, { signal }).then((res) => res.data);

/** `GET /order-history/details`: up to 100 orders with their lines and history in one answer (the ones the caller may read). */
export const getOrders = (ids: readonly number[], signal?: AbortSignal) =>
  http.get<One<OrderHistoryDetail[]>>('/order-history/details', { query: { id: ids }, signal }).then((res) => res.data);

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });

/** `/orders/12/products` */
export const orderProductsPath = (order: Pick<OrderHistory, 'id'>) => `/orders/${order.id}/products`;
