import type { OrderHistory } from '../../src/contract/order-history';
import type { OrderHistoryJoined } from '../queries/order-history-select';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const toOrderHistory = ({ order: o, user, courier }: OrderHistoryJoined): OrderHistory => ({
  id: o.id,
  number: o.number,
  userId: o.userId,
  user,
  address: o.address,
  courierId: o.courierId,
  courier,
  status: o.status,
  paymentMethod: o.paymentMethod,
  paymentStatus: o.paymentStatus,
  itemsCount: o.itemsCount,
  subtotal: o.subtotal,
  discountTotal: o.discountTotal,
  deliveryFee: o.deliveryFee,
  total: o.total,
  bottlesToReturn: o.bottlesToReturn,
  bottlesReturned: o.bottlesReturned,
  comment: o.comment,
  deliveryDate: o.deliveryDate,
  acceptedAt: iso(o.acceptedAt),
  deliveredAt: iso(o.deliveredAt),
  rejectedAt: iso(o.rejectedAt),
  rejectReason: o.rejectReason,
  version: o.version,
  routePosition: o.routePosition,
  createdAt: o.createdAt.toISOString(),
  updatedAt: o.updatedAt.toISOString(),
});
