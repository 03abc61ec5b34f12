import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatuses, paymentMethods, paymentStatuses, type OrderStatus } from './enums';
import {
  allowedMoves,
  applyTransition,
  fieldsRefusal,
  transitionRefusal,
  type Actor,
  type OrderChange,
  type OrderState,
} from './order-transitions';
import { orderHistoryPatchBody } from './schemas/order-history';

const admin: Actor = { id: 1, role: 'admin' };
const courier: Actor = { id: 7, role: 'courier' };
const other: Actor = { id: 8, role: 'courier' };

const order = (patch: Partial<OrderState<number>> = {}): OrderState<number> => ({
  status: 'pending',
  courierId: null,
  paymentMethod: 'card',
  paymentStatus: 'processing',
  acceptedAt: null,
  deliveredAt: null,
  rejectedAt: null,
  rejectReason: null,
  bottlesReturned: 0,
  routePosition: null,
  ...patch,
});
const held = order({ status: 'courier', courierId: courier.id, acceptedAt: 1, routePosition: 2 });

describe('allowedMoves (API.md, status transitions)', () => {
  it.each<[OrderStatus, readonly OrderStatus[]]>([
    ['pending', ['accepted', 'rejected', 'courier']],
    ['accepted', ['courier']],
    ['courier', ['delivered', 'rejected', 'accepted', 'courier']],
    ['delivered', []],
    ['rejected', []],
  ])('an admin moves %s to %j', (status, moves) => {
    expect(allowedMoves(order({ status, courierId: status === 'courier' ? 7 : null }), admin)).toEqual(moves);
  });

  it('a courier takes an open order nobody holds, and delivers, rejects or hands back their own', () => {
    expect(allowedMoves(order(), courier)).toEqual(['courier']);
    expect(allowedMoves(order({ status: 'accepted' }), courier)).toEqual(['courier']);
    expect(allowedMoves(held, courier)).toEqual(['delivered', 'rejected', 'accepted']);
    expect(allowedMoves(held, other)).toEqual([]);
    expect(allowedMoves(order({ status: 'delivered', courierId: 7 }), courier)).toEqual([]);
  });
});

describe('transitionRefusal', () => {
  it('answers a taken order 409, another courier’s 403, a closed one 409', () => {
    expect(transitionRefusal(held, { status: 'courier' }, other)).toMatchObject({ status: 409 });
    expect(transitionRefusal(held, { status: 'delivered' }, other)).toMatchObject({ status: 403 });
    expect(transitionRefusal(order({ status: 'rejected', courierId: 7 }), { status: 'delivered' }, courier)).toEqual({
      status: 409,
      message: 'Buyurtmani «Rad etilgan» holatidan «Yetkazilgan» holatiga oʻtkazib boʻlmaydi',
    });
  });

  it('asks an admin who assigns for the courier, and lets them reassign in one change', () => {
    expect(transitionRefusal(order(), { status: 'courier' }, admin)).toMatchObject({ status: 400 });
    expect(transitionRefusal(held, { status: 'courier', courierId: other.id }, admin)).toBeNull();
  });

  it('lets the courier take cash only while the online payment has not succeeded', () => {
    const paid = { ...held, paymentStatus: 'success' as const };
    expect(transitionRefusal(held, { status: 'delivered', paymentMethod: 'cash' }, courier)).toBeNull();
    expect(transitionRefusal(paid, { status: 'delivered', paymentMethod: 'cash' }, courier)).toMatchObject({
      status: 409,
    });
  });
});

describe('fieldsRefusal', () => {
  it('keeps the courier and payment fields to admins, and cash to the courier’s delivery', () => {
    expect(fieldsRefusal({ status: 'courier', courierId: 8 }, courier)).toMatchObject({ status: 403 });
    expect(fieldsRefusal({ paymentStatus: 'success' }, courier)).toMatchObject({ status: 403 });
    expect(fieldsRefusal({ status: 'delivered', paymentMethod: 'cash' }, courier)).toBeNull();
    expect(fieldsRefusal({ status: 'delivered', paymentMethod: 'cash' }, admin)).toMatchObject({ status: 403 });
    expect(fieldsRefusal({ paymentStatus: 'success' }, admin)).toBeNull();
  });
});

describe('applyTransition', () => {
  it('takes the order for the courier who asks, or the one the admin names', () => {
    expect(applyTransition(order(), { status: 'courier' }, courier, 5)).toEqual({
      status: 'courier',
      courierId: 7,
      acceptedAt: 5,
      routePosition: null,
    });
    expect(applyTransition(held, { status: 'courier', courierId: 8 }, admin, 5)).toMatchObject({
      courierId: 8,
      acceptedAt: 1,
      routePosition: null,
    });
  });

  it('marks a cash delivery paid, with its bottles', () => {
    const cash = { ...held, paymentMethod: 'cash' as const };
    expect(applyTransition(cash, { status: 'delivered', bottlesReturned: 3 }, courier, 9)).toEqual({
      status: 'delivered',
      deliveredAt: 9,
      bottlesReturned: 3,
      paymentStatus: 'success',
      routePosition: null,
    });
    expect(applyTransition(held, { status: 'delivered', paymentMethod: 'cash' }, courier, 9)).toMatchObject({
      paymentMethod: 'cash',
      paymentStatus: 'success',
    });
    expect(applyTransition(held, { status: 'delivered' }, courier, 9)).not.toHaveProperty('paymentStatus');
  });

  it('clears the courier on a hand-back and keeps the reason of a rejection', () => {
    expect(applyTransition(held, { status: 'accepted' }, courier, 9)).toMatchObject({ courierId: null, acceptedAt: 1 });
    expect(applyTransition(held, { status: 'rejected', rejectReason: 'Yoʻq' }, courier, 9)).toMatchObject({
      rejectedAt: 9,
      rejectReason: 'Yoʻq',
    });
  });
});

const actors = fc.constantFrom<Actor>(admin, { id: 2, role: 'superadmin' }, courier, other);
const couriers = fc.constantFrom(courier.id, other.id);
const anyChange: fc.Arbitrary<OrderChange> = fc.record(
  {
    status: fc.constantFrom(...orderStatuses),
    courierId: couriers,
    paymentStatus: fc.constantFrom(...paymentStatuses),
    paymentMethod: fc.constantFrom(...paymentMethods),
    rejectReason: fc.constant('Mijoz javob bermadi'),
    bottlesReturned: fc.integer({ min: 0, max: 99 }),
  },
  { requiredKeys: [] },
);
/** The changes the app sends, often enough to walk an order through its life, and anything else besides. */
const changes: fc.Arbitrary<OrderChange> = fc.oneof(
  fc.record({ status: fc.constant('courier' as const) }),
  fc.record({ status: fc.constant('courier' as const), courierId: couriers }),
  fc.record({ status: fc.constantFrom(...orderStatuses) }),
  fc.record(
    {
      status: fc.constant('delivered' as const),
      bottlesReturned: fc.nat(99),
      paymentMethod: fc.constant('cash' as const),
    },
    { requiredKeys: ['status'] },
  ),
  fc.record({ status: fc.constant('rejected' as const), rejectReason: fc.constant('Mijoz javob bermadi') }),
  fc.record({ paymentStatus: fc.constantFrom(...paymentStatuses) }),
  anyChange,
);
/** Only what the PATCH's schema lets through reaches the rules. */
const valid = (change: OrderChange) => orderHistoryPatchBody.safeParse(change).success;
const states = fc.record({
  status: fc.constantFrom(...orderStatuses),
  courierId: fc.constantFrom(null, courier.id, other.id),
  paymentMethod: fc.constantFrom(...paymentMethods),
  paymentStatus: fc.constantFrom(...paymentStatuses),
});

describe('the state machine, against random changes', () => {
  it('allows a status change exactly when it is among the actor’s moves (given a courier for an assignment)', () => {
    fc.assert(
      fc.property(states, fc.constantFrom(...orderStatuses), actors, (state, to, actor) => {
        const change = { status: to, courierId: to === 'courier' && actor.role !== 'courier' ? 8 : undefined };
        expect(transitionRefusal(state, change, actor) === null).toBe(allowedMoves(state, actor).includes(to));
      }),
    );
  });

  it('keeps its invariants over any sequence of changes from a new order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(actors, changes), { maxLength: 30 }), (steps) => {
        let state = order({ paymentMethod: 'cash' });
        let acceptedAt: number | null = null;
        steps.forEach(([actor, change], at) => {
          if (!valid(change) || fieldsRefusal(change, actor) || transitionRefusal(state, change, actor)) return;
          const before = state;
          state = { ...state, ...applyTransition(state, change, actor, at) };
          if (state.status === 'courier') expect(state.courierId).not.toBeNull();
          if (state.status === 'pending' || state.status === 'accepted') expect(state.courierId).toBeNull();
          if (change.status) expect(state.routePosition).toBeNull();
          if (state.status === 'delivered') expect(state.deliveredAt).not.toBeNull();
          if (state.status === 'rejected') expect(state.rejectReason).not.toBeNull();
          if (change.status === 'delivered' && !change.paymentStatus) expect(state.paymentStatus).toBe('success');
          if (before.status === 'delivered' || before.status === 'rejected') expect(change.status).toBeUndefined();
          if (actor.role === 'courier' && change.status !== 'courier') expect(before.courierId).toBe(actor.id);
          // Once accepted, the moment stays the first one.
          if (acceptedAt !== null) expect(state.acceptedAt).toBe(acceptedAt);
          acceptedAt = state.acceptedAt;
        });
      }),
    );
  });
});
