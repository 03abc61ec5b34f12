import { queryOptions } from '@tanstack/react-query';
import { orderQueries, type OpenCardFilters } from '../../../api/order-history';
import { POLL_MS } from './get-open-orders';

/** The open orders' totals, kept as fresh as the open lists beside them. */
export const openCardQueryOptions = (filters: OpenCardFilters = {}) =>
  queryOptions({
    ...orderQueries.openCard(filters),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
