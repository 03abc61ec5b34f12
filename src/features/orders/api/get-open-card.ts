import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderCard } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { POLL_MS } from './get-open-orders';
import { orderKeys } from './order-keys';

export interface OpenCardFilters {
  /** Only the caller's own orders: a courier's "Naqd olinadi" is the cash they collect. */
  mine?: boolean;
}

export const getOpenCard = (filters: OpenCardFilters, signal?: AbortSignal) =>
  http.get<One<OrderCard>>('/order-history/new-and-not-delivered-card', { query: { ...filters }, signal }).then((res) => res.data);

export const openCardQueryOptions = (filters: OpenCardFilters = {}) =>
  queryOptions({
    queryKey: orderKeys.openCard(filters),
    queryFn: ({ signal }) => getOpenCard(filters, signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
