import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderCard } from '../../../contract/order-history';
import { http } from '../../../lib/http';
import { dashboardKeys } from './dashboard-keys';

export const getOpenCard = (signal?: AbortSignal) =>
  http.get<One<OrderCard>>('/order-history/new-and-not-delivered-card', { signal }).then((res) => res.data);

export const openCardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.openCard(), queryFn: ({ signal }) => getOpenCard(signal) });
