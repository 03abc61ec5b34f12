import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

// API.md has no GET /order-history/{id}: the order is found by its number (the list's
// search matches numbers) and picked by id, so links to an order carry `?number=`.
export const getOrder = async (id: number, number: string, signal?: AbortSignal): Promise<OrderHistory | null> => {
  const res = await http.get<List<OrderHistory>>('/order-history', { query: { search: number, limit: 100 }, signal });
  return res.data.find((order) => order.id === id) ?? null;
};

export const orderQueryOptions = (id: number, number: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, number, signal),
    enabled: Boolean(number),
  });

/** `/orders/12/products?number=10012` */
export const orderProductsPath = (order: Pick<OrderHistory, 'id' | 'number'>) =>
  `/orders/${order.id}/products?number=${order.number}`;
