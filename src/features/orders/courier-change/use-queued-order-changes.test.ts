// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { OrderStatusVariables } from './order-status-change';
import { cashToCollect } from '../components/order-derivations';
import { applyOrderChange } from './apply-order-change';
import { makeOrder } from '../testing/make-order';
import { toQueuedChanges, withQueued } from './use-queued-order-changes';

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

describe('queued changes', () => {
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
