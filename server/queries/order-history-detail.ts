import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderEvent, OrderHistoryDetail } from '../../src/contract/order-history';
import type { Db } from '../db/client';
import { orderStatusEvents as e } from '../db/schema/order-status-events';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { toOrderHistory } from '../dto/order-history';
import { toOrderLine } from '../dto/order-line';
import type { OrderHistoryJoined } from './order-history-select';
import { selectOrderLines } from './order-line-select';

/** Rows grouped by the order they belong to, each made into `T`, in the order they came. */
function byOrder<R, T>(rows: R[], orderOf: (row: R) => number, make: (row: R) => T): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(orderOf(row));
    if (group) group.push(make(row));
    else groups.set(orderOf(row), [make(row)]);
  }
  return groups;
}

/** The histories of `ids`, each oldest first, by order id. */
async function eventsOf(db: Db, ids: number[]): Promise<Map<number, OrderEvent[]>> {
  const rows = await db
    .select({
      orderHistoryId: e.orderHistoryId,
      status: e.toStatus,
      at: e.createdAt,
      note: e.note,
      byId: users.id,
      fullName: users.fullName,
      role: users.role,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .where(inArray(e.orderHistoryId, ids))
    .orderBy(asc(e.createdAt), asc(e.id));
  return byOrder(
    rows,
    (row) => row.orderHistoryId,
    ({ status, at, note, byId, fullName, role }): OrderEvent => ({
      status,
      at: at.toISOString(),
      by: byId === null ? null : { id: byId, fullName: fullName!, role: role! },
      ...(note ? { note } : {}),
    }),
  );
}

/**
 * The orders with their lines (oldest first) and their histories, in the order of `rows`, for
 * `GET /order-history/{id}` and `GET /order-history/details`: two reads whatever their number.
 */
export async function orderHistoryDetails(db: Db, rows: OrderHistoryJoined[]): Promise<OrderHistoryDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.order.id);
  const [lines, events] = await Promise.all([
    selectOrderLines(db).where(inArray(orders.orderHistoryId, ids)).orderBy(asc(orders.id)),
    eventsOf(db, ids),
  ]);
  const linesOf = byOrder(lines, ({ line }) => line.orderHistoryId, toOrderLine);
  return rows.map((row) => ({
    ...toOrderHistory(row),
    lines: linesOf.get(row.order.id) ?? [],
    events: events.get(row.order.id) ?? [],
  }));
}
