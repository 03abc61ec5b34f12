import { asc, eq } from 'drizzle-orm';
import type { OrderEvent, OrderHistoryDetail } from '../../src/contract/order-history';
import type { Db } from '../db/client';
import { orderStatusEvents as e } from '../db/schema/order-status-events';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { toOrderHistory } from '../dto/order-history';
import { toOrderLine } from '../dto/order-line';
import type { OrderHistoryJoined } from './order-history-select';
import { selectOrderLines } from './order-line-select';

async function eventsOf(db: Db, id: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      status: e.toStatus,
      at: e.createdAt,
      note: e.note,
      byId: users.id,
      fullName: users.fullName,
      role: users.role,
    })
    .from(e)
    .leftJoin(users, eq(users.id, e.actorId))
    .where(eq(e.orderHistoryId, id))
    .orderBy(asc(e.createdAt), asc(e.id));
  return rows.map(({ status, at, note, byId, fullName, role }) => ({
    status,
    at: at.toISOString(),
    by: byId === null ? null : { id: byId, fullName: fullName!, role: role! },
    ...(note ? { note } : {}),
  }));
}

/** The order with its lines (oldest first) and its history, for `GET /order-history/{id}`. */
export async function orderHistoryDetail(db: Db, row: OrderHistoryJoined): Promise<OrderHistoryDetail> {
  const id = row.order.id;
  const [lines, events] = await Promise.all([
    selectOrderLines(db).where(eq(orders.orderHistoryId, id)).orderBy(asc(orders.id)),
    eventsOf(db, id),
  ]);
  return { ...toOrderHistory(row), lines: lines.map(toOrderLine), events };
}
