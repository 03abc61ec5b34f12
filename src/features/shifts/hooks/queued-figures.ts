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
}

/**
 * The server's figures plus what the queued changes will add, so the shift stays live offline. The
 * full bottles an order carries are known to the server only (its lines), so they catch up once sent.
 */
export function withQueued(figures: ShiftFigures, queued: readonly QueuedEnd[]): ShiftFigures {
  return queued.reduce((sum, change) => {
    if (change.status === 'rejected') return { ...sum, ordersRejected: sum.ordersRejected + 1 };
    const cash = change.paymentMethod === 'cash' || change.order?.paymentMethod === 'cash';
    return {
      ...sum,
      ordersDelivered: sum.ordersDelivered + 1,
      cashExpected: sum.cashExpected + (cash ? (change.order?.total ?? 0) : 0),
      emptiesExpected: sum.emptiesExpected + (change.bottlesReturned ?? 0),
    };
  }, figures);
}
