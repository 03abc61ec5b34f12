// @vitest-environment jsdom
import { expect, it } from 'vitest';
import type { OrderStatusVariables } from './order-status-change';
import { withQueued } from '../components/order-derivations';
import { makeOrder } from '../testing/make-order';
import { toQueuedChanges } from './use-queued-order-changes';

/** The courier the orders of makeOrder are given to. */
const me = { id: 2, fullName: 'Kuryer Bir', phone: '+998900000002' };
const pending = (...changes: OrderStatusVariables[]) => changes.map((variables) => ({ variables, submittedAt: 0 }));

it('merges the queued changes of each order', () => {
  const changes = toQueuedChanges(
    pending(
      { id: 1, number: 10045, status: 'courier' },
      { id: 1, number: 10045, status: 'delivered', bottlesReturned: 2 },
      { id: 2, number: 10046, status: 'courier' },
    ),
  );
  expect([...changes.keys()]).toEqual([1, 2]);
  expect(withQueued(makeOrder({ id: 1, status: 'accepted', courierId: null }), changes.get(1), me)).toMatchObject({
    bottlesReturned: 2,
    status: 'delivered',
  });
  expect(withQueued(makeOrder({ id: 2, status: 'accepted' }), changes.get(2), me)).toMatchObject({
    status: 'courier',
  });
});

it('carries the version forward over the courier’s own queued changes, and a delivery’s bottles', () => {
  const changes = toQueuedChanges(
    pending(
      { id: 3, number: 10047, status: 'courier', version: 4 },
      { id: 3, number: 10047, status: 'delivered', bottlesReturned: 2, version: 5 },
    ),
  );
  expect(changes.get(3)?.nextVersion).toBe(6);
  expect(withQueued(makeOrder({ id: 3 }), changes.get(3), me)).toMatchObject({
    status: 'delivered',
    bottlesReturned: 2,
  });
});
