import { infiniteListQuery } from '../../../api/infinite-list';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import type { OrderFilters } from './order-keys';

/** The courier's `/all-orders`, newest first. */
export const ordersInfiniteQueryOptions = (filters: OrderFilters) =>
  infiniteListQuery<OrderHistory>(orderKeys.list(filters), '/order-history', (page) => ({
    ...filters,
    page,
    limit: 30,
    sort: 'createdAt',
    order: 'desc',
  }));
