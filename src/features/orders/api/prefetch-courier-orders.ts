import type { QueryClient } from '@tanstack/react-query';
import { runShiftQueryOptions } from '../../../api/shift';
import { openOrdersQueryOptions } from './get-open-orders';

/** The courier orders screen's first requests, each a step of its own (src/app/prefetch-first-screen.ts). */
export const courierOrdersPrefetch = (client: QueryClient) => [
  () => client.prefetchInfiniteQuery(openOrdersQueryOptions('mine')),
  () => client.prefetchInfiniteQuery(openOrdersQueryOptions('unassigned')),
  () => client.prefetchQuery(runShiftQueryOptions()),
];
