import type { OrderHistory } from '../../../contract/order-history';
import type { ShiftFigures } from '../../../contract/shift';

/** A delivery or rejection the phone holds that the server has not counted yet. */
export interface QueuedEnd {
  status: 'delivered' | 'rejected';
  bottlesReturned?: number;
  /** `cash` when the courier took cash at the door for an unpaid order. */
  paymentMethod?: string;
  /** The order as the phone last saw it; unknown when it is no longer cached. */
  order: OrderHistory | undefined;
  /** The full returnable bottles the order hands out, from its cached lines; unknown without them. */
  fullBottles: number | undefined;
  /** The shift the phone was in when the courier tapped (the server counts it there); none: the server chooses. */
  shiftId?: number;
}

/**
 * The queued changes the server will count in `shift` (the courier's shift that is not closed, or none):
 * those naming it or no shift; one naming an earlier shift lands there as a late change. An opening still
 * queued (id 0) is the shift every queued change will find.
 */
export const queuedIn = (shift: { id: number } | null, queued: readonly QueuedEnd[]) =>
  queued.filter(
    (change) => change.shiftId === undefined || (shift !== null && (!shift.id || change.shiftId === shift.id)),
  );

/** The server's figures plus what the queued changes will add, so the shift stays live offline. */
export function withQueued(figures: ShiftFigures, queued: readonly QueuedEnd[]): ShiftFigures {
  return queued.reduce((sum, change) => {
    if (change.status === 'rejected') return { ...sum, ordersRejected: sum.ordersRejected + 1 };
    const cash = change.paymentMethod === 'cash' || change.order?.paymentMethod === 'cash';
    return {
      ...sum,
      ordersDelivered: sum.ordersDelivered + 1,
      cashExpected: sum.cashExpected + (cash ? (change.order?.total ?? 0) : 0),
      emptiesExpected: sum.emptiesExpected + (change.bottlesReturned ?? 0),
      fullBottlesDelivered: sum.fullBottlesDelivered + (change.fullBottles ?? 0),
    };
  }, figures);
}

/** Queued deliveries whose lines the phone does not have: their full bottles are added once they are sent. */
export const unknownFullBottles = (queued: readonly QueuedEnd[]) =>
  queued.filter((change) => change.status === 'delivered' && change.fullBottles === undefined).length;

export const noFigures: ShiftFigures = {
  ordersDelivered: 0,
  ordersRejected: 0,
  cashExpected: 0,
  emptiesExpected: 0,
  fullBottlesDelivered: 0,
};
