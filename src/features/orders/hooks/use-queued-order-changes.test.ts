import { expect, it } from 'vitest';
import { toQueuedChanges } from './use-queued-order-changes';

it('merges the queued bottles and status of each order', () => {
  const changes = toQueuedChanges([
    { orderHistoryId: 1, number: 10045, count: 2 },
    { id: 1, number: 10045, status: 'delivered' },
    { id: 2, number: 10046, status: 'courier' },
  ]);
  expect(Object.fromEntries(changes)).toEqual({ 1: { bottles: 2, status: 'delivered' }, 2: { status: 'courier' } });
});

it('carries the version forward over the courier’s own queued changes, and a delivery’s bottles', () => {
  const changes = toQueuedChanges([
    { id: 3, number: 10047, status: 'courier', version: 4 },
    { id: 3, number: 10047, status: 'delivered', bottlesReturned: 2, version: 5 },
  ]);
  expect(changes.get(3)).toEqual({ status: 'delivered', bottles: 2, nextVersion: 6 });
});
