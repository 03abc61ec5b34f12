import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import type { OrderStatusVariables } from './update-order-status';

/** The order as the server will make it once it accepts the change (API.md, transitions). */
export function withStatus(
  order: OrderHistory,
  { status, rejectReason, bottlesReturned }: OrderStatusVariables,
  me: UserRef | null,
  now = new Date().toISOString(),
): OrderHistory {
  switch (status) {
    case 'courier':
      return { ...order, status, courierId: me?.id ?? order.courierId, courier: me ?? order.courier };
    case 'accepted':
      return { ...order, status, courierId: null, courier: null };
    case 'delivered':
      return {
        ...order,
        status,
        deliveredAt: now,
        bottlesReturned: bottlesReturned ?? order.bottlesReturned,
        paymentStatus: order.paymentMethod === 'cash' ? 'success' : order.paymentStatus,
      };
    case 'rejected':
      return { ...order, status, rejectedAt: now, rejectReason: rejectReason ?? null };
    default:
      return { ...order, status };
  }
}
