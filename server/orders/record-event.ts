import type { OrderStatus } from '../../src/contract/enums';
import type { Db } from '../db/client';
import { orderStatusEvents } from '../db/schema/order-status-events';

export interface OrderEvent {
  orderHistoryId: number;
  /** Null for the placement; the same as `to` when the status did not change. */
  from: OrderStatus | null;
  to: OrderStatus;
  actorId: number;
  /** What changed besides the status, in Uzbek. */
  note?: string | null;
  at?: Date;
}

/** Writes one entry of the order's history; call it inside the transaction that made the change. */
export async function recordEvent(tx: Db, { orderHistoryId, from, to, actorId, note, at }: OrderEvent): Promise<void> {
  await tx.insert(orderStatusEvents).values({
    orderHistoryId,
    fromStatus: from,
    toStatus: to,
    actorId,
    note: note || null,
    ...(at ? { createdAt: at } : {}),
  });
}
