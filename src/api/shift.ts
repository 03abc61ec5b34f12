import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { List, One } from '../contract/envelope';
import type { CurrentShiftMeta, Shift, ShiftCard } from '../contract/shift';
import { http } from '../lib/http/http';
import type { QueryParams } from '../lib/http/query-string';

/** `GET /shift/current`: the courier's shift that is not closed (null when none), and the cash limit. */
export interface CurrentShift extends One<Shift | null> {
  meta: CurrentShiftMeta;
}

// Written out, not built with entityKeys: the courier's first screen reads the current shift, and
// ./entity would add a chunk to that load (see orderKeys).
export const shiftKeys = {
  all: ['shift'] as const,
  lists: () => [...shiftKeys.all, 'list'] as const,
  list: (query: QueryParams) => [...shiftKeys.lists(), query] as const,
  current: () => [...shiftKeys.all, 'current'] as const,
  card: (query: QueryParams) => [...shiftKeys.all, 'card', query] as const,
};

export const currentShiftQueryOptions = () =>
  queryOptions({
    queryKey: shiftKeys.current(),
    queryFn: ({ signal }) => http.get<CurrentShift>('/shift/current', { signal }),
    refetchInterval: 30_000,
  });

/**
 * The shift as the courier's orders screen reads it (its cash-limit notice), asked for as that screen starts
 * (src/app/prefetch-first-screen.ts). Not polled there: the courier's own deliveries are drawn into it from their
 * answers, and it is read again when an admin's change may have moved the cash (`useShiftAfterCollecting`).
 */
export const runShiftQueryOptions = () =>
  queryOptions({ ...currentShiftQueryOptions(), refetchInterval: false, staleTime: 10 * 60_000 });

/**
 * The open shift the phone knows it is in, for a delivery to name (API.md: a delivery that reaches the
 * server after its shift began closing still counts there). Undefined while an opening waits in the
 * queue, or once the courier has closed it: the server then chooses.
 */
export const knownShiftId = (client: QueryClient): number | undefined => {
  const shift = client.getQueryData<CurrentShift>(shiftKeys.current())?.data;
  return shift?.status === 'open' && shift.id ? shift.id : undefined;
};

export const shiftListQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: shiftKeys.list(query),
    queryFn: ({ signal }) => http.get<List<Shift>>('/shift', { query, signal }),
  });

export const shiftCardQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: shiftKeys.card(query),
    queryFn: ({ signal }) => http.get<One<ShiftCard>>('/shift/card', { query, signal }).then((res) => res.data),
  });
