import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { maxInt } from '../../src/contract/schemas/common';
import type { OpenOrderListQuery, OrderHistoryListQuery } from '../../src/contract/schemas/order-history';
import type { Db } from '../db/client';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import type { UserRow } from '../dto/user';
import { searchMatches } from './search';
import { dayEnd, dayStart } from './tashkent-day';

/** `all`: GET /order-history; `open`: GET /order-history/new-and-not-delivered. */
export type OrderView = 'all' | 'open';

/** Waiting for a courier: any courier may take these. */
export const unassignedOpen = and(inArray(h.status, ['pending', 'accepted']), isNull(h.courierId))!;

/**
 * Which orders the caller may see in a view (API.md, "Roles on the server"). A courier's section (orders to
 * take, own run) is its half of the scope alone, not the whole scope narrowed: the planner then matches it to
 * the half's own index instead of reading every open order to sort them (the courier's polls, issue 23).
 */
function scope(user: UserRow, view: OrderView, section: Partial<OpenOrderListQuery>): SQL | undefined {
  const courier = user.role === 'courier';
  if (view === 'all') return courier ? eq(h.courierId, user.id) : undefined;
  if (!courier) return inArray(h.status, ['pending', 'accepted', 'courier']);
  const own = and(eq(h.status, 'courier'), eq(h.courierId, user.id))!;
  if (section.unassigned) return unassignedOpen;
  if (section.mine) return own;
  return or(unassignedOpen, own);
}

/** Up to this many customers found, a search gives the orders' query their ids as a list the planner can size. */
const customerIdsUpTo = 20_000;

/** An all-digit search may be an order's number as well as a phone: that order is found too. */
export const searchedOrderNumber = (text: string) =>
  /^\d+$/.test(text) && Number(text) <= maxInt ? Number(text) : undefined;

/**
 * A number is matched exactly (an all-digit search); a name or phone in the customers' folded search text
 * first, so the orders are then found by `user_id` instead of joining every order to its customer. Their ids
 * go into the query as a constant list: the planner then reads a few customers' orders (a phone) by customer,
 * and those of thousands (a first name) by walking the newest orders, which finds a page after a few hundred.
 */
async function search(db: Db, text: string): Promise<SQL> {
  const customers = () => db.select({ id: users.id }).from(users).where(searchMatches(users.searchText, text));
  const found = await customers().limit(customerIdsUpTo + 1);
  const ids =
    found.length > customerIdsUpTo
      ? sql`array(${customers()})`
      : sql`${`{${found.map((c) => c.id).join(',')}}`}::int[]`;
  const number = searchedOrderNumber(text);
  // `= any(…)` rather than `in (…)`: an index condition, so a number OR-ed with it still uses both indexes.
  return or(number !== undefined ? eq(h.number, number) : undefined, sql`${h.userId} = any(${ids})`)!;
}

/** Scope and filters together, on `order_histories` alone. */
export async function orderConditions(
  db: Db,
  user: UserRow,
  view: OrderView,
  q: Omit<OrderHistoryListQuery, 'page' | 'limit'> & Partial<OpenOrderListQuery>,
): Promise<SQL | undefined> {
  // A courier's own history is always their own: a courierId filter cannot widen it.
  const courierId = user.role === 'courier' && view === 'all' ? undefined : q.courierId;
  return and(
    scope(user, view, q),
    q.status && inArray(h.status, q.status),
    q.paymentMethod && inArray(h.paymentMethod, q.paymentMethod),
    q.paymentStatus && inArray(h.paymentStatus, q.paymentStatus),
    courierId !== undefined ? eq(h.courierId, courierId) : undefined,
    q.userId !== undefined ? eq(h.userId, q.userId) : undefined,
    q.dateFrom ? gte(h.createdAt, dayStart(q.dateFrom)) : undefined,
    q.dateTo ? lt(h.createdAt, dayEnd(q.dateTo)) : undefined,
    q.district && inArray(sql`${h.address}->>'district'`, q.district),
    q.search ? await search(db, q.search) : undefined,
    q.mine ? eq(h.courierId, user.id) : undefined,
    q.unassigned ? isNull(h.courierId) : undefined,
  );
}
