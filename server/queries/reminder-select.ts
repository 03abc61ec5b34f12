import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { ReminderListQuery } from '../../src/contract/schemas/reminder';
import type { Db } from '../db/client';
import { orderHistories } from '../db/schema/order-histories';
import { reminders as r } from '../db/schema/reminders';
import { users } from '../db/schema/users';
import { searchMatches } from './search';

/** Reminders with their customer and the address of the order they follow, ready for `toReminder`. */
export const selectReminders = (db: Db) =>
  db
    .select({
      reminder: r,
      user: { id: users.id, fullName: users.fullName, phone: users.phone },
      address: orderHistories.address,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .leftJoin(orderHistories, eq(orderHistories.id, r.lastOrderId))
    .$dynamic();

/** `dateFrom`/`dateTo` compare calendar dates with `remindOn`; `search` is the customer's name or phone. */
export function reminderConditions(q: ReminderListQuery): SQL | undefined {
  return and(
    q.status && inArray(r.status, q.status),
    q.answer && inArray(r.answer, q.answer),
    q.dateFrom ? gte(r.remindOn, q.dateFrom) : undefined,
    q.dateTo ? lte(r.remindOn, q.dateTo) : undefined,
    q.userId !== undefined ? eq(r.userId, q.userId) : undefined,
    q.search ? searchMatches(users.searchText, q.search) : undefined,
  );
}
