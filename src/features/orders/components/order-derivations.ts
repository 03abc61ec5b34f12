import type { OrderStatus } from '../../../contract/enums';
import type { OrderHistory } from '../../../contract/order-history';
import { allowedMoves, isTakeable } from '../../../contract/order-transitions';

/** Cash the courier takes at the door: unpaid cash orders still on their way. */
export function cashToCollect(order: OrderHistory): number {
  const open = order.status !== 'delivered' && order.status !== 'rejected';
  return open && order.paymentMethod === 'cash' && order.paymentStatus !== 'success' ? order.total : 0;
}

/** Empty bottles still to take back from the customer. */
export const bottlesToTakeBack = (order: OrderHistory): number =>
  order.status === 'delivered' ? 0 : order.bottlesToReturn;

export type CourierAction = 'take' | 'deliver' | 'reject' | 'hand-back';

const actionTo: Partial<Record<OrderStatus, CourierAction>> = {
  courier: 'take',
  delivered: 'deliver',
  rejected: 'reject',
  accepted: 'hand-back',
};

/** What this courier may do with the order: the contract's moves for them (src/contract/order-transitions). */
export function courierActions(order: OrderHistory, courierId: number | undefined): CourierAction[] {
  if (courierId === undefined) return isTakeable(order) ? ['take'] : [];
  return allowedMoves(order, { id: courierId, role: 'courier' }).flatMap((to) => actionTo[to] ?? []);
}
