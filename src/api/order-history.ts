import { queryOptions } from '@tanstack/react-query';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../contract/enums';
import type { List, One } from '../contract/envelope';
import type { OrderCard, OrderHistory } from '../contract/order-history';
import { http } from '../lib/http/http';
import type { QueryParams } from '../lib/http/query-string';

/** `GET /order-history/card` filters: a date range, optionally narrowed. */
export interface CardFilters {
  dateFrom: string;
  dateTo: string;
  status?: OrderStatus[];
  paymentMethod?: PaymentMethod[];
  paymentStatus?: PaymentStatus[];
  courierId?: string;
  district?: string[];
  search?: string;
}

export interface OpenCardFilters {
  /** Only the caller's own orders: a courier's "Naqd olinadi" is the cash they collect. */
  mine?: boolean;
}

// Every key starts with 'order-history', so invalidating `all` refreshes every list and card, and a courier's
// optimistic change reaches every cached list through it. The keys are written out, not built with entityKeys:
// this module is in the first load (queued courier changes need them at start), and importing ./entity from
// here splits that load into one more chunk (+0.7 KB brotli, past its 130 KB budget).
export const orderKeys = {
  all: ['order-history'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: <Filters extends object>(filters: Filters) => [...orderKeys.lists(), filters] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  card: (filters: CardFilters) => [...orderKeys.all, 'card', filters] as const,
  /** The open orders (new, accepted, with a courier), however they are paged. */
  open: () => [...orderKeys.all, 'new-and-not-delivered'] as const,
  openPage: (query: QueryParams) => [...orderKeys.open(), query] as const,
  openSection: (section: string) => [...orderKeys.open(), { section }] as const,
  openCard: (filters: OpenCardFilters = {}) => [...orderKeys.all, 'new-and-not-delivered-card', filters] as const,
};

const card = (path: string, query: QueryParams, signal?: AbortSignal) =>
  http.get<One<OrderCard>>(`/order-history/${path}`, { query, signal }).then((res) => res.data);

export const orderQueries = {
  /** One page of `GET /order-history` with its filters, sort and page. */
  list: (query: QueryParams) =>
    queryOptions({
      queryKey: orderKeys.list(query),
      queryFn: ({ signal }) => http.get<List<OrderHistory>>('/order-history', { query, signal }),
    }),
  card: (filters: CardFilters) =>
    queryOptions({ queryKey: orderKeys.card(filters), queryFn: ({ signal }) => card('card', { ...filters }, signal) }),
  openCard: (filters: OpenCardFilters = {}) =>
    queryOptions({
      queryKey: orderKeys.openCard(filters),
      queryFn: ({ signal }) => card('new-and-not-delivered-card', { ...filters }, signal),
    }),
};
