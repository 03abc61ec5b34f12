import type { OrderStatus, PaymentMethod, PaymentStatus, Role } from './enums';
import { orderStatusLabels, paymentStatusLabels } from './labels';
import { maySwitchToCash } from './payment-at-door';

/**
 * The order state machine of API.md ("status transitions"), the one copy: the server judges and applies a
 * PATCH with it, the app draws its optimistic update and its action buttons from it. Pure, no zod, so the
 * courier bundle can take it. `T` is how a moment is written: a `Date` in the server's row, an ISO string
 * in the app's cache.
 */
export interface OrderState<T> {
  status: OrderStatus;
  courierId: number | null;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  acceptedAt: T | null;
  deliveredAt: T | null;
  rejectedAt: T | null;
  rejectReason: string | null;
  bottlesReturned: number;
  routePosition: number | null;
}

/** What a change asks for: the fields of a PATCH the rules read. */
export interface OrderChange {
  status?: OrderStatus;
  courierId?: number;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  rejectReason?: string;
  bottlesReturned?: number;
}

export interface Actor {
  id: number;
  role: Role;
}

/** Why a change is refused, in the contract's error shape (the server answers it as is). */
export interface Refusal {
  status: 400 | 403 | 409;
  message?: string;
  errors?: { path: string; message: string }[];
}

type Facts = Pick<OrderState<unknown>, 'status' | 'courierId' | 'paymentMethod' | 'paymentStatus'>;

export const isAdmin = (role: Role) => role === 'admin' || role === 'superadmin';

/** Open and nobody's: any courier may take it. */
export const isTakeable = ({ status, courierId }: Facts) =>
  (status === 'pending' || status === 'accepted') && courierId === null;

/** What an admin may move an order to from each status; `courier` from `courier` is a reassignment. */
const adminMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'rejected', 'courier'],
  accepted: ['courier'],
  courier: ['delivered', 'rejected', 'accepted', 'courier'],
  delivered: [],
  rejected: [],
};
/** A courier's moves on an order they hold: deliver, reject, hand back. */
const ownMoves: readonly OrderStatus[] = ['delivered', 'rejected', 'accepted'];

/** The statuses `actor` may move the order to. */
export function allowedMoves(order: Facts, actor: Actor): readonly OrderStatus[] {
  if (isAdmin(actor.role)) return adminMoves[order.status];
  if (isTakeable(order)) return ['courier'];
  return order.status === 'courier' && order.courierId === actor.id ? ownMoves : [];
}

const notAllowed = (from: OrderStatus, to: OrderStatus): Refusal => ({
  status: 409,
  message: `Buyurtmani «${orderStatusLabels[from]}» holatidan «${orderStatusLabels[to]}» holatiga oʻtkazib boʻlmaydi`,
});

/**
 * Couriers change the status only, and switch the payment to cash in their delivering change; whatever the
 * order, the other fields are 403. The payment method is the courier's alone, at the door.
 */
export function fieldsRefusal(change: OrderChange, actor: Actor): Refusal | null {
  const admin = isAdmin(actor.role);
  if (!admin && (change.courierId !== undefined || change.paymentStatus !== undefined)) {
    return { status: 403, message: 'Kuryer va toʻlov holatini faqat administrator oʻzgartira oladi' };
  }
  const cashAtDoor = !admin && change.paymentMethod === 'cash' && change.status === 'delivered';
  if (change.paymentMethod !== undefined && !cashAtDoor) {
    return { status: 403, message: 'Toʻlov usulini faqat kuryer yetkazishda naqd pulga oʻzgartira oladi' };
  }
  return null;
}

/** The contract's 403 or 409 (or 400) when `actor` may not make this change to the order, else null. */
export function transitionRefusal(order: Facts, change: OrderChange, actor: Actor): Refusal | null {
  const to = change.status;
  if (!isAdmin(actor.role)) {
    if (to === 'courier') {
      if (isTakeable(order)) return null;
      return order.status === 'courier'
        ? { status: 409, message: 'Buyurtmani boshqa kuryer olib boʻlgan' }
        : notAllowed(order.status, to);
    }
    if (order.courierId !== actor.id) return { status: 403, message: 'Bu buyurtma sizga biriktirilmagan' };
    if (to === undefined || !allowedMoves(order, actor).includes(to))
      return notAllowed(order.status, to ?? order.status);
    if (change.paymentMethod !== undefined && !maySwitchToCash(order)) {
      const now = paymentStatusLabels[order.paymentStatus];
      return { status: 409, message: `Toʻlov holati «${now}»: naqd pulga oʻtkazib boʻlmaydi` };
    }
    return null;
  }
  if (to === undefined) return null; // payment status only
  if (!allowedMoves(order, actor).includes(to)) return notAllowed(order.status, to);
  if (to === 'courier' && change.courierId === undefined) {
    return { status: 400, errors: [{ path: 'courierId', message: 'Kuryerni tanlang' }] };
  }
  return null;
}

/**
 * The fields an allowed change sets. Whatever leaves a courier's run (delivered, rejected, handed back,
 * given to another courier) loses its place in the route; a delivery of a cash order is paid.
 */
export function applyTransition<T>(
  order: OrderState<T>,
  change: OrderChange,
  actor: Actor,
  now: T,
): Partial<OrderState<T>> {
  const changes: Partial<OrderState<T>> = {};
  if (change.paymentStatus) changes.paymentStatus = change.paymentStatus;
  switch (change.status) {
    case undefined:
      return changes;
    case 'accepted':
      changes.courierId = null;
      changes.acceptedAt = order.acceptedAt ?? now;
      break;
    case 'courier':
      changes.courierId = isAdmin(actor.role) ? change.courierId! : actor.id;
      changes.acceptedAt = order.acceptedAt ?? now;
      break;
    case 'delivered': {
      const cash = order.paymentMethod === 'cash' || change.paymentMethod === 'cash';
      changes.deliveredAt = now;
      if (change.bottlesReturned !== undefined) changes.bottlesReturned = change.bottlesReturned;
      if (change.paymentMethod === 'cash') changes.paymentMethod = 'cash';
      if (cash && !change.paymentStatus) changes.paymentStatus = 'success';
      break;
    }
    case 'rejected':
      changes.rejectedAt = now;
      changes.rejectReason = change.rejectReason ?? null;
      break;
  }
  return { ...changes, status: change.status, routePosition: null };
}
