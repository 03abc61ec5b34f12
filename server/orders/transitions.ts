import type { OrderStatus, Role } from '../../src/contract/enums';
import type { OrderHistoryPatchBody } from '../../src/contract/schemas/order-history';
import { orderStatusLabels, paymentStatusLabels } from '../../src/contract/labels';
import { maySwitchToCash } from '../../src/contract/payment-at-door';
import type { orderHistories } from '../db/schema/order-histories';
import { httpError } from '../http/errors';

export type OrderRow = typeof orderHistories.$inferSelect;
export interface Caller {
  id: number;
  role: Role;
}

export const isAdmin = (role: Role) => role === 'admin' || role === 'superadmin';

/** API.md's transition table: what an admin may move an order to from each status. */
const adminMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'rejected', 'courier'],
  accepted: ['courier'],
  courier: ['delivered', 'rejected', 'accepted'],
  delivered: [],
  rejected: [],
};
/** A courier's moves on an order they hold. */
const ownMoves: readonly OrderStatus[] = ['delivered', 'rejected', 'accepted'];

export const isTakeable = (order: OrderRow) =>
  (order.status === 'pending' || order.status === 'accepted') && order.courierId === null;

const notAllowed = (from: OrderStatus, to: OrderStatus) =>
  httpError(
    409,
    `Buyurtmani «${orderStatusLabels[from]}» holatidan «${orderStatusLabels[to]}» holatiga oʻtkazib boʻlmaydi`,
  );

/** A stale `version`: says what the order is now, so the courier can decide what to do (UZ.md, conflict). */
export function staleVersion(order: OrderRow, caller: Caller) {
  const otherCourier =
    order.courierId !== null && order.courierId !== caller.id ? ', boshqa kuryerga biriktirilgan' : '';
  const now = `holati «${orderStatusLabels[order.status]}», toʻlov «${paymentStatusLabels[order.paymentStatus]}»${otherCourier}`;
  return httpError(409, `Buyurtma oʻzgargan: ${now}. Sizning oʻzgarishingiz yuborilmadi.`);
}

/**
 * The same state asked for again by whoever brought the order there (a replayed offline change):
 * answered 200 with nothing changed. A courier who handed an order back no longer holds it, so the
 * last status event names them instead.
 */
export function isReplay(
  order: OrderRow,
  body: OrderHistoryPatchBody,
  caller: Caller,
  lastActorId: number | null,
): boolean {
  const same =
    (body.status === undefined || body.status === order.status) &&
    (body.courierId === undefined || body.courierId === order.courierId) &&
    (body.paymentStatus === undefined || body.paymentStatus === order.paymentStatus) &&
    (body.paymentMethod === undefined || body.paymentMethod === order.paymentMethod);
  if (!same) return false;
  return isAdmin(caller.role) || order.courierId === caller.id || lastActorId === caller.id;
}

/**
 * Couriers change the status only, and switch the payment to cash in their delivering PATCH; whatever the
 * order, the other fields are 403. The payment method is the courier's alone, at the door.
 */
export function assertFieldsAllowed(body: OrderHistoryPatchBody, caller: Caller): void {
  const admin = isAdmin(caller.role);
  if (!admin && (body.courierId !== undefined || body.paymentStatus !== undefined)) {
    throw httpError(403, 'Kuryer va toʻlov holatini faqat administrator oʻzgartira oladi');
  }
  const cashAtDoor = !admin && body.paymentMethod === 'cash' && body.status === 'delivered';
  if (body.paymentMethod !== undefined && !cashAtDoor) {
    throw httpError(403, 'Toʻlov usulini faqat kuryer yetkazishda naqd pulga oʻzgartira oladi');
  }
}

/** 409 when the courier asks to take cash for an order whose payment has already gone through (or back). */
function assertCashSwitch(order: OrderRow, body: OrderHistoryPatchBody): void {
  if (body.paymentMethod === undefined || maySwitchToCash(order)) return;
  throw httpError(409, `Toʻlov holati «${paymentStatusLabels[order.paymentStatus]}»: naqd pulga oʻtkazib boʻlmaydi`);
}

/** Throws the contract's 403 or 409 unless `caller` may make this change. */
export function assertAllowed(order: OrderRow, body: OrderHistoryPatchBody, caller: Caller): void {
  const to = body.status;
  if (!isAdmin(caller.role)) {
    if (to === 'courier') {
      if (isTakeable(order)) return;
      throw order.status === 'courier'
        ? httpError(409, 'Buyurtmani boshqa kuryer olib boʻlgan')
        : notAllowed(order.status, to);
    }
    if (order.courierId !== caller.id) throw httpError(403, 'Bu buyurtma sizga biriktirilmagan');
    if (order.status !== 'courier' || !ownMoves.includes(to!)) throw notAllowed(order.status, to!);
    return assertCashSwitch(order, body);
  }
  if (to === undefined) return; // payment status only
  if (!adminMoves[order.status].includes(to)) throw notAllowed(order.status, to);
  if (to === 'courier' && body.courierId === undefined) {
    throw httpError(400, undefined, { errors: [{ path: 'courierId', message: 'Kuryerni tanlang' }] });
  }
}
