// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../testing/make-order';
import { bottlesToTakeBack, cashToCollect, courierActions } from './order-derivations';
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
