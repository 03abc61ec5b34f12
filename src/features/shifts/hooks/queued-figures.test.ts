import { describe, expect, it } from 'vitest';
import type { OrderHistory } from '../../../contract/order-history';
import { withQueued } from './queued-figures';

/** Only what the figures read of an order. */
const makeOrder = (fields: Pick<OrderHistory, 'paymentMethod' | 'total'>) => fields as OrderHistory;

const none = {
  ordersDelivered: 1,
  ordersRejected: 0,
  cashExpected: 50_000,
  emptiesExpected: 1,
  fullBottlesDelivered: 2,
};

describe('withQueued', () => {
  it('adds queued deliveries, cash ones and switches to cash included, and rejections', () => {
    const cash = makeOrder({ paymentMethod: 'cash', total: 30_000 });
    const card = makeOrder({ paymentMethod: 'click', total: 20_000 });
    const switched = makeOrder({ paymentMethod: 'payme', total: 10_000 });
    expect(
      withQueued(none, [
        { status: 'delivered', bottlesReturned: 2, order: cash },
        { status: 'delivered', order: card },
        { status: 'delivered', paymentMethod: 'cash', order: switched },
        { status: 'rejected', order: card },
      ]),
    ).toEqual({
      ordersDelivered: 4,
      ordersRejected: 1,
      cashExpected: 90_000,
      emptiesExpected: 3,
      fullBottlesDelivered: 2,
    });
  });
});
