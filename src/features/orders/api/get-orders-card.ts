import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderCard } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { orderKeys, type CardFilters } from './order-keys';

export const getOrdersCard = (filters: CardFilters, signal?: AbortSignal) =>
  http.get<One<OrderCard>>('/order-history/card', { query: { ...filters }, signal }).then((res) => res.data);

export const ordersCardQueryOptions = (filters: CardFilters) =>
  queryOptions({
    queryKey: orderKeys.card(filters),
    queryFn: ({ signal }) => getOrdersCard(filters, signal),
  });
