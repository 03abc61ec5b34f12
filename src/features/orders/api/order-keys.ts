import type { OrderStatus, PaymentMethod } from '../../../contract/enums';

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
}

export const orderKeys = {
  all: ['order-history'] as const,
  list: (filters: OrderFilters) => [...orderKeys.all, 'list', filters] as const,
  card: (filters: CardFilters) => [...orderKeys.all, 'card', filters] as const,
  open: () => [...orderKeys.all, 'new-and-not-delivered'] as const,
  openCard: () => [...orderKeys.all, 'new-and-not-delivered-card'] as const,
  lines: (orderHistoryId: number) => ['order', 'list', { orderHistoryId }] as const,
  newOrder: () => ['new-order'] as const,
};

export const orderMutationKeys = {
  status: ['order-history', 'status'] as const,
  bottle: ['bottle'] as const,
};

