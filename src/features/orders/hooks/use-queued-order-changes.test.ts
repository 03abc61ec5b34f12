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
