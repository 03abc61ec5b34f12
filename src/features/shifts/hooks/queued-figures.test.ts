import { describe, expect, it } from 'vitest';
import type { OrderHistory } from '../../../contract/order-history';
import { queuedIn, unknownFullBottles, withQueued, type QueuedEnd } from './queued-figures';

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
  it('adds queued deliveries (cash ones and switches to cash, their empties and full bottles) and rejections', () => {
    const cash = makeOrder({ paymentMethod: 'cash', total: 30_000 });
    const card = makeOrder({ paymentMethod: 'click', total: 20_000 });
    const switched = makeOrder({ paymentMethod: 'payme', total: 10_000 });
    expect(
      withQueued(none, [
        { status: 'delivered', bottlesReturned: 2, order: cash, fullBottles: 3 },
        { status: 'delivered', order: card, fullBottles: 0 },
        { status: 'delivered', paymentMethod: 'cash', order: switched, fullBottles: undefined },
        { status: 'rejected', order: card, fullBottles: undefined },
      ]),
    ).toEqual({
      ordersDelivered: 4,
      ordersRejected: 1,
      cashExpected: 90_000,
      emptiesExpected: 3,
      fullBottlesDelivered: 5,
    });
  });

  it('counts the deliveries whose full bottles the phone cannot know yet', () => {
    const order = makeOrder({ paymentMethod: 'cash', total: 1 });
    const ends: QueuedEnd[] = [
      { status: 'delivered', order, fullBottles: undefined },
      { status: 'delivered', order, fullBottles: 0 },
      { status: 'rejected', order, fullBottles: undefined },
    ];
    expect(unknownFullBottles(ends)).toBe(1);
  });
});

describe('queuedIn', () => {
  const end = (shiftId?: number): QueuedEnd => ({ status: 'delivered', order: undefined, fullBottles: 1, shiftId });
  it('keeps the changes the server will count in this shift, not those naming an earlier one', () => {
    const ends = [end(), end(5), end(4)];
    expect(queuedIn({ id: 5 }, ends)).toEqual([end(), end(5)]);
    expect(queuedIn({ id: 0 }, ends)).toEqual(ends); // an opening still queued
    expect(queuedIn(null, ends)).toEqual([end()]);
  });
});
