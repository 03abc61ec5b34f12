import { entityKeys } from '../../../api/entity';
import type { OrderStatus } from '../../../contract/enums';

// The orders themselves are keyed by orderKeys (src/api/order-history.ts); what only this feature reads is here.

/** The courier's `/all-orders` filters, as in the URL. */
export interface OrderFilters {
  status: OrderStatus[];
  dateFrom: string;
  dateTo: string;
  search: string;
}

/** The courier's orders screen: their own orders first, then the ones to take. */
export type OpenSection = 'mine' | 'unassigned';

/** The lines of an order (`/order`). */
export const orderLineKeys = entityKeys('order');

export const newOrderKeys = { flag: () => ['new-order'] as const };

export const orderMutationKeys = {
  status: ['order-history', 'status'] as const,
  route: ['order-history', 'route'] as const,
};
