import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderCard } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { dashboardKeys, type CardQuery } from './dashboard-keys';

export const getOrdersCard = (query: CardQuery, signal?: AbortSignal) =>
  http.get<One<OrderCard>>('/order-history/card', { query: { ...query }, signal }).then((res) => res.data);

export const ordersCardQueryOptions = (query: CardQuery) =>
  queryOptions({
    queryKey: dashboardKeys.ordersCard(query),
    queryFn: ({ signal }) => getOrdersCard(query, signal),
  });
