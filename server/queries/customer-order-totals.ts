import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderHistoryListQuery } from '../../src/contract/schemas/order-history';
import { customerOrderTotals as c } from '../db/schema/customer-order-totals';
import { users } from '../db/schema/users';
import type { UserRow } from '../dto/user';
import { searchedOrderNumber } from './order-history-filters';
import { searchMatches } from './search';

/** The card's query; the list's paging may come along with it and changes nothing. */
type CardQuery = Omit<OrderHistoryListQuery, 'page' | 'limit'> & Partial<Pick<OrderHistoryListQuery, 'page' | 'limit'>>;

/**
 * The filters of the card as conditions on `customer_order_totals`: a search or a customer, and nothing else
 * (its rows have no days, courier, status or payment to filter by). The card of a common first name then sums
 * one row per customer found instead of their tens of thousands of orders. `undefined` for anything else, for a
 * courier (whose history is their own) and for a search that may be an order's number (that order's customer
 * is not among those found).
 */
export function customerTotalsConditions(user: UserRow, q: CardQuery): { where: SQL | undefined } | undefined {
  if (user.role === 'courier' || (!q.search && q.userId === undefined)) return undefined;
  // Paging, sort and cursors do not change a card; any other field is a filter these rows cannot answer.
  const { search, userId, page, limit, sort, order, after, before, ...filters } = q;
  if (Object.values(filters).some((value) => value !== undefined)) return undefined;
  if (search && searchedOrderNumber(search) !== undefined) return undefined;
  return {
    where: and(
      userId !== undefined ? eq(c.userId, userId) : undefined,
      // A subquery, not the orders' constant list of ids: one row per customer is read by its key either way,
      // and 4,000 ids of a first name cost more to send and plan than to find.
      search
        ? sql`${c.userId} in (select ${users.id} from ${users} where ${searchMatches(users.searchText, search)})`
        : undefined,
    ),
  };
}
