import type { OrderStatus, PaymentStatus } from '../../../src/contract/enums';
import { paymentStatusLabels } from '../../../src/contract/labels';
import { rejectReasons } from './order-texts';
import type { Random } from './random';
import { minute } from './time';

export interface PlannedEvent {
  from: OrderStatus | null;
  to: OrderStatus;
  /** Person index (see plan-people.ts). */
  actor: number;
  at: Date;
  /** What changed besides the status, as the server's history writes it. */
  note?: string;
}

export interface Timeline {
  status: OrderStatus;
  events: PlannedEvent[];
  courier: number | null;
  acceptedAt: Date | null;
  deliveredAt: Date | null;
  rejectedAt: Date | null;
  rejectReason: string | null;
  /** 1 at placement, +1 per status change. */
  version: number;
  updatedAt: Date;
}

export interface TimelineInput {
  target: OrderStatus;
  createdAt: Date;
  customer: number;
  admin: number;
  courier: number;
  /** A second courier, for an order handed back once. */
  secondCourier: number | null;
  /** Rejected by the courier at the door rather than by an admin up front. */
  rejectedByCourier: boolean;
  /** Milliseconds between two steps, given a range in minutes. */
  step: (minMinutes: number, maxMinutes: number) => number;
  now: Date;
}

/** The status changes leading to `target`; those that would lie after `now` have not happened yet. */
export function buildTimeline(random: Random, input: TimelineInput): Timeline {
  const { target, customer, admin, step } = input;
  let at = +input.createdAt;
  const events: PlannedEvent[] = [{ from: null, to: 'pending', actor: customer, at: input.createdAt }];
  const push = (from: OrderStatus, to: OrderStatus, actor: number, min: number, max: number) =>
    events.push({ from, to, actor, at: new Date((at += step(min, max))) });

  if (target === 'rejected' && !input.rejectedByCourier) push('pending', 'rejected', admin, 10, 120);
  else if (target !== 'pending') {
    push('pending', 'accepted', admin, 5, 40);
    if (target !== 'accepted') {
      let courier = input.courier;
      push('accepted', 'courier', courier, 10, 90);
      if (input.secondCourier !== null) {
        push('courier', 'accepted', courier, 15, 60);
        courier = input.secondCourier;
        push('accepted', 'courier', courier, 10, 40);
      }
      if (target === 'delivered' || target === 'rejected') push('courier', target, courier, 20, 150);
    }
  }
  const happened = events.filter((e) => +e.at <= +input.now);
  return derive(random, happened);
}

function derive(random: Random, events: PlannedEvent[]): Timeline {
  const last = events[events.length - 1]!;
  const when = (to: OrderStatus) => events.find((e) => e.to === to)?.at ?? null;
  const lastTake = events.findLast((e) => e.to === 'courier');
  const withCourier =
    last.to === 'courier' || last.to === 'delivered' || (last.to === 'rejected' && last.from === 'courier');
  return {
    status: last.to,
    events,
    courier: withCourier && lastTake ? lastTake.actor : null,
    acceptedAt: when('accepted'),
    deliveredAt: when('delivered'),
    rejectedAt: when('rejected'),
    rejectReason: last.to === 'rejected' ? random.pick(rejectReasons) : null,
    version: events.length,
    updatedAt: last.at,
  };
}

/**
 * The notes the server writes with each change (see server/orders/change-note.ts): the courier who
 * took the order, the reason of a rejection, a cash payment collected at the door.
 */
export function noteEvents(
  events: PlannedEvent[],
  order: { rejectReason: string | null; paidCash: boolean },
  nameOf: (person: number) => string,
) {
  return events.map((e): PlannedEvent => {
    if (e.to === 'courier') return { ...e, note: `Kuryer: ${nameOf(e.actor)}` };
    if (e.to === 'rejected' && order.rejectReason) return { ...e, note: `Sabab: ${order.rejectReason}` };
    if (e.to === 'delivered' && order.paidCash) return { ...e, note: 'Toʻlov holati: Toʻlangan' };
    return e;
  });
}

interface PaymentChange {
  paymentStatus: PaymentStatus;
  /** Set by the cash delivery itself, which `noteEvents` notes. */
  paidCash: boolean;
  /** Person index of the admin who records it. */
  admin: number;
  now: Date;
}

/**
 * Every other payment status than placement's `processing` was set by an admin after the order's last
 * step, as the server records a PATCH of `paymentStatus` alone: one more entry, one more version.
 */
export function explainPayment<T extends Pick<Timeline, 'events' | 'version' | 'updatedAt'>>(
  order: T,
  change: PaymentChange,
): T {
  if (change.paymentStatus === 'processing' || change.paidCash) return order;
  const last = order.events[order.events.length - 1]!;
  const at = new Date(Math.min(+change.now, +last.at + 5 * minute));
  const note = `Toʻlov holati: ${paymentStatusLabels[change.paymentStatus]}`;
  const event: PlannedEvent = { from: last.to, to: last.to, actor: change.admin, at, note };
  return { ...order, events: [...order.events, event], version: order.version + 1, updatedAt: at };
}
