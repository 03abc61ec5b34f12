import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../contract/enums';
import type { QueryParams } from '../../../lib/query-string';

/** The courier's `/all-orders` filters, as in the URL. */
export interface OrderFilters {
  status: OrderStatus[];
  dateFrom: string;
  dateTo: string;
  search: string;
}

/** `GET /order-history/card` filters: a date range, optionally narrowed. */
export interface CardFilters {
  dateFrom: string;
  dateTo: string;
  status?: OrderStatus[];
  paymentMethod?: PaymentMethod[];
  paymentStatus?: PaymentStatus[];
  courierId?: string;
  search?: string;
}

/** The courier's orders screen: their own orders first, then the ones to take. */
export type OpenSection = 'mine' | 'unassigned';

export const orderKeys = {
  all: ['order-history'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  /** An admin list page: filters, sort and page as in the URL. */
  adminList: (query: QueryParams) => [...orderKeys.all, 'list', query] as const,
  adminOpen: (query: QueryParams) => [...orderKeys.open(), query] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  card: (filters: CardFilters) => [...orderKeys.all, 'card', filters] as const,
  open: () => [...orderKeys.all, 'new-and-not-delivered'] as const,
  openSection: (section: OpenSection) => [...orderKeys.open(), { section }] as const,
  openCard: (filters: { mine?: boolean } = {}) => [...orderKeys.all, 'new-and-not-delivered-card', filters] as const,
  lines: (orderHistoryId: number) => ['order', 'list', { orderHistoryId }] as const,
  newOrder: () => ['new-order'] as const,
  couriers: (search: string) => ['user', 'list', { role: 'courier', status: 'active', search }] as const,
  products: (search: string) => ['product', 'list', { search, isActive: true }] as const,
};

export const orderMutationKeys = {
  status: ['order-history', 'status'] as const,
  bottle: ['bottle'] as const,
};

