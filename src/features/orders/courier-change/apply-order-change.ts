import type { OrderHistory } from '../../../contract/order-history';
import { applyTransition } from '../../../contract/order-transitions';
import type { UserRef } from '../../../contract/user';
import type { OrderStatusVariables } from './order-status-change';

/**
 * The order as the server will make it once it accepts the courier's change: the contract's state machine
 * (src/contract/order-transitions), the server's own, with the courier's name filled in. Both the optimistic
 * cache update and the queued changes drawn over a newer poll, so the two cannot disagree.
 */
export function applyOrderChange(
  order: OrderHistory,
  variables: OrderStatusVariables,
  me: UserRef | null | undefined,
  now = new Date().toISOString(),
): OrderHistory {
  if (!me) return order; // signed out: nothing of the courier's to draw
  const next = { ...order, ...applyTransition(order, variables, { id: me.id, role: 'courier' }, now) };
  if (next.courierId === order.courierId) return next;
  const courier = next.courierId === me.id ? { id: me.id, fullName: me.fullName, phone: me.phone } : null;
  return { ...next, courier };
}
