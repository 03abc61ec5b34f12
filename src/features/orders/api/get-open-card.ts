import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderCard } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { POLL_MS } from './get-open-orders';
import { orderKeys } from './order-keys';

export const getOpenCard = (signal?: AbortSignal) =>
  http.get<One<OrderCard>>('/order-history/new-and-not-delivered-card', { signal }).then((res) => res.data);

export const openCardQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.openCard(),
    queryFn: ({ signal }) => getOpenCard(signal),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
  });
