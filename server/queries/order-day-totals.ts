import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { OrderHistoryListQuery } from '../../src/contract/schemas/order-history';
import { orderDayTotals as t } from '../db/schema/order-day-totals';
import type { UserRow } from '../dto/user';

type Filters = Omit<OrderHistoryListQuery, 'page' | 'limit'>;

/**
 * The filters of `GET /order-history` (and its card) as conditions on `order_day_totals`, when they
 * are all among its keys: days, status, payment method and status, courier. `undefined` when a filter
 * needs the orders themselves (a search, a customer, a district).
 */
export function dayTotalsConditions(user: UserRow, q: Filters): { where: SQL | undefined } | undefined {
  if (q.search || q.userId !== undefined || q.district) return undefined;
  // A courier's own history is always their own (the same rule as orderConditions).
  const courierId = user.role === 'courier' ? user.id : q.courierId;
  return {
    where: and(
      q.status && inArray(t.status, q.status),
      q.paymentMethod && inArray(t.paymentMethod, q.paymentMethod),
      q.paymentStatus && inArray(t.paymentStatus, q.paymentStatus),
      courierId !== undefined ? eq(t.courierId, courierId) : undefined,
      q.dateFrom ? gte(t.day, q.dateFrom) : undefined,
      q.dateTo ? lte(t.day, q.dateTo) : undefined,
    ),
  };
}
