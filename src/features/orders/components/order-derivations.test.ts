// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyOrderChange } from '../courier-change/apply-order-change';
import type { OrderStatusVariables } from '../courier-change/order-status-change';
import { toQueuedChanges } from '../courier-change/use-queued-order-changes';
import { makeOrder } from '../testing/make-order';
import { bottlesToTakeBack, cashToCollect, courierActions, withQueued } from './order-derivations';
import { mapUrl } from './map-url';

describe('cash to collect', () => {
  it('is the total of an unpaid cash order on its way', () => {
    expect(cashToCollect(makeOrder())).toBe(65000);
  });
  it('is nothing for paid, card, delivered or rejected orders', () => {
    expect(cashToCollect(makeOrder({ paymentStatus: 'success' }))).toBe(0);
    expect(cashToCollect(makeOrder({ paymentMethod: 'card' }))).toBe(0);
    expect(cashToCollect(makeOrder({ status: 'delivered' }))).toBe(0);
    expect(cashToCollect(makeOrder({ status: 'rejected' }))).toBe(0);
  });
});

it('counts bottles to take back until delivered', () => {
  expect(bottlesToTakeBack(makeOrder())).toBe(2);
  expect(bottlesToTakeBack(makeOrder({ status: 'delivered' }))).toBe(0);
});

describe('courier actions', () => {
  it('offers to take an unassigned new order', () => {
    expect(courierActions(makeOrder({ status: 'pending', courierId: null }), 2)).toEqual(['take']);
    expect(courierActions(makeOrder({ status: 'accepted', courierId: null }), 2)).toEqual(['take']);
  });
  it('offers deliver, reject and hand back on the courier’s own order only', () => {
    expect(courierActions(makeOrder(), 2)).toEqual(['deliver', 'reject', 'hand-back']);
    expect(courierActions(makeOrder(), 3)).toEqual([]);
    expect(courierActions(makeOrder({ status: 'delivered' }), 2)).toEqual([]);
  });
});

describe('queued changes', () => {
  const me = { id: 2, fullName: 'Kuryer Bir', phone: '+998900000002' };
  const queued = (variables: OrderStatusVariables, submittedAt = 0) =>
    toQueuedChanges([{ variables, submittedAt }]).get(variables.id);

  it('shows queued changes over a newer poll', () => {
    const order = makeOrder({ status: 'accepted', courierId: null });
    expect(withQueued(order, undefined, me)).toBe(order);
    expect(withQueued(order, queued({ id: 1, number: 10045, status: 'courier' }), me)).toMatchObject({
      status: 'courier',
      courierId: 2,
    });
    expect(
      withQueued(makeOrder(), queued({ id: 1, number: 10045, status: 'delivered', bottlesReturned: 1 }), me),
    ).toMatchObject({
      status: 'delivered',
      bottlesReturned: 1,
    });
  });

  it('shows a queued delivery paid in cash and delivered when the courier made it, as the optimistic update does', () => {
    const at = Date.parse('2026-01-02T09:30:00.000Z');
    const variables = { id: 1, number: 10045, status: 'delivered' } as const;
    const shown = withQueued(makeOrder(), queued(variables, at), me);
    expect(shown).toMatchObject({ deliveredAt: '2026-01-02T09:30:00.000Z', paymentStatus: 'success' });
    expect(cashToCollect(shown)).toBe(0);
    expect(shown).toEqual(applyOrderChange(makeOrder(), variables, me, '2026-01-02T09:30:00.000Z'));
    expect(withQueued(makeOrder({ paymentMethod: 'card' }), queued(variables, at), me).paymentStatus).toBe(
      'processing',
    );
  });

  it('shows a queued rejection with its reason, and a hand-back without its courier', () => {
    const rejected = withQueued(
      makeOrder(),
      queued({ id: 1, number: 10045, status: 'rejected', rejectReason: 'Eshik yopiq' }),
      me,
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejectReason: 'Eshik yopiq',
      rejectedAt: '1970-01-01T00:00:00.000Z',
    });
    expect(cashToCollect(rejected)).toBe(0);
    expect(withQueued(makeOrder(), queued({ id: 1, number: 10045, status: 'accepted' }), me)).toMatchObject({
      status: 'accepted',
      courierId: null,
      courier: null,
    });
  });
});

describe('map link', () => {
  it('drops a pin at the coordinates (longitude first for Yandex)', () => {
    expect(mapUrl(makeOrder().address)).toBe('https://yandex.uz/maps/?pt=69.2034,41.2856&z=17&l=map');
  });
  it('searches the address when there are no coordinates', () => {
    const address = { ...makeOrder().address, latitude: null, longitude: null };
    expect(mapUrl(address)).toBe(
      `https://yandex.uz/maps/?text=${encodeURIComponent('Toshkent, Chilonzor tumani, Bunyodkor koʻchasi, 12')}`,
    );
  });
});
