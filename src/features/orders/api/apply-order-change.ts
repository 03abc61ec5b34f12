import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import type { BottleVariables } from './post-bottle';
import type { OrderStatusVariables } from './update-order-status';

/** A courier's change to an order: its status, or (queued by an earlier build) its bottles. */
export type OrderChangeVariables = OrderStatusVariables | BottleVariables;

/**
 * The order as the server will make it once it accepts the change (API.md, transitions): both the
 * optimistic cache update and the queued changes drawn over a newer poll, so the two cannot disagree.
 */
export function applyOrderChange(
  order: OrderHistory,
  variables: OrderChangeVariables,
  me: UserRef | null | undefined,
  now = new Date().toISOString(),
): OrderHistory {
  if ('orderHistoryId' in variables) return { ...order, bottlesReturned: variables.count };
  // Off the courier's run, its place in the route goes (the server closes the places up).
  const offTheRun = variables.status === 'courier' ? {} : { routePosition: null };
  return { ...changed(order, variables, me, now), ...offTheRun };
}

function changed(
  order: OrderHistory,
  { status, rejectReason, bottlesReturned, paymentMethod }: OrderStatusVariables,
  me: UserRef | null | undefined,
  now: string,
): OrderHistory {
  switch (status) {
    case 'courier': {
      const courier = me ? { id: me.id, fullName: me.fullName, phone: me.phone } : order.courier;
      return { ...order, status, courierId: me?.id ?? order.courierId, courier };
    }
    case 'accepted':
      return { ...order, status, courierId: null, courier: null };
    case 'delivered':
      return {
        ...order,
        status,
        deliveredAt: now,
        bottlesReturned: bottlesReturned ?? order.bottlesReturned,
        paymentMethod: paymentMethod ?? order.paymentMethod,
        paymentStatus: order.paymentMethod === 'cash' || paymentMethod === 'cash' ? 'success' : order.paymentStatus,
      };
    case 'rejected':
      return { ...order, status, rejectedAt: now, rejectReason: rejectReason ?? null };
    default:
      return { ...order, status };
  }
}
