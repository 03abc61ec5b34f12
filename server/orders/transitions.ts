import type { OrderHistoryPatchBody } from '../../src/contract/schemas/order-history';
import { orderStatusLabels, paymentStatusLabels } from '../../src/contract/labels';
import {
  fieldsRefusal,
  isAdmin,
  transitionRefusal,
  type Actor,
  type Refusal,
} from '../../src/contract/order-transitions';
import type { orderHistories } from '../db/schema/order-histories';
import { httpError } from '../http/errors';

export { isAdmin, isTakeable } from '../../src/contract/order-transitions';

export type OrderRow = typeof orderHistories.$inferSelect;
export type Caller = Actor;

/** A stale `version`: says what the order is now, so the courier can decide what to do (UZ.md, conflict). */
export function staleVersion(order: OrderRow, caller: Caller) {
  const otherCourier =
    order.courierId !== null && order.courierId !== caller.id ? ', boshqa kuryerga biriktirilgan' : '';
  const now = `holati «${orderStatusLabels[order.status]}», toʻlov «${paymentStatusLabels[order.paymentStatus]}»${otherCourier}`;
  return httpError(409, `Buyurtma oʻzgargan: ${now}. Sizning oʻzgarishingiz yuborilmadi.`);
}

/**
 * The same state asked for again by whoever brought the order there (a replayed offline change):
 * answered 200 with nothing changed. A delivery with other bottles is not the same: it is judged (409), so
 * bottles are never taken as recorded when they were not. A courier who handed an order back no longer holds it, so the
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
    (body.paymentMethod === undefined || body.paymentMethod === order.paymentMethod) &&
    (body.bottlesReturned === undefined || body.bottlesReturned === order.bottlesReturned);
  if (!same) return false;
  return isAdmin(caller.role) || order.courierId === caller.id || lastActorId === caller.id;
}

const thrown = (refusal: Refusal | null) => {
  if (refusal) throw httpError(refusal.status, refusal.message, { errors: refusal.errors });
};

/** Throws the contract's 403 when `caller` may not send these fields at all (src/contract/order-transitions). */
export const assertFieldsAllowed = (body: OrderHistoryPatchBody, caller: Caller) => thrown(fieldsRefusal(body, caller));

/** Throws the contract's 400, 403 or 409 unless `caller` may make this change to the order. */
export const assertAllowed = (order: OrderRow, body: OrderHistoryPatchBody, caller: Caller) =>
  thrown(transitionRefusal(order, body, caller));
