import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/contract/enums';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories } from '../db/schema/order-histories';
import { orderStatusEvents } from '../db/schema/order-status-events';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const patch = (id: number, token: string | undefined, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token, body });
const events = async (id: number) =>
  (await t.db.select({ n: count() }).from(orderStatusEvents).where(eq(orderStatusEvents.orderHistoryId, id)))[0]!.n;
const stored = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;

type Holder = 'none' | 'courier' | 'courier2';
const order = (status: OrderStatus, holder: Holder = 'none', fields = {}) =>
  addOrder(t, p.customer.user, { status, courierId: holder === 'none' ? null : p[holder].user.id, ...fields });
const bodyFor = (to: OrderStatus, who: 'admin' | 'courier') => ({
  status: to,
  ...(to === 'rejected' ? { rejectReason: 'Mijoz telefonni koʻtarmadi' } : {}),
  ...(to === 'courier' && who === 'admin' ? { courierId: p.courier.user.id } : {}),
});

describe('PATCH /api/order-history/:id — the transition table', () => {
  // [from, holder of the order, caller, to, expected status]
  const cases: [OrderStatus, Holder, 'admin' | 'courier', OrderStatus, number][] = [
    ['pending', 'none', 'admin', 'accepted', 200],
    ['pending', 'none', 'admin', 'rejected', 200],
    ['pending', 'none', 'admin', 'courier', 200],
    ['pending', 'none', 'admin', 'delivered', 409],
    ['accepted', 'none', 'admin', 'courier', 200],
    ['accepted', 'none', 'admin', 'pending', 409],
    ['accepted', 'none', 'admin', 'rejected', 409],
    ['accepted', 'none', 'admin', 'delivered', 409],
    ['courier', 'courier', 'admin', 'delivered', 200],
    ['courier', 'courier', 'admin', 'rejected', 200],
    ['courier', 'courier', 'admin', 'accepted', 200],
    ['courier', 'courier', 'admin', 'pending', 409],
    ['courier', 'courier2', 'admin', 'courier', 200],
    ['delivered', 'courier', 'admin', 'accepted', 409],
    ['delivered', 'courier', 'admin', 'rejected', 409],
    ['delivered', 'courier', 'admin', 'pending', 409],
    ['rejected', 'none', 'admin', 'pending', 409],
    ['rejected', 'none', 'admin', 'accepted', 409],
    ['rejected', 'none', 'admin', 'courier', 409],
    ['pending', 'none', 'courier', 'courier', 200],
    ['accepted', 'none', 'courier', 'courier', 200],
    ['pending', 'none', 'courier', 'accepted', 403],
    ['pending', 'none', 'courier', 'rejected', 403],
    ['accepted', 'none', 'courier', 'delivered', 403],
    ['courier', 'courier', 'courier', 'delivered', 200],
    ['courier', 'courier', 'courier', 'rejected', 200],
    ['courier', 'courier', 'courier', 'accepted', 200],
    ['courier', 'courier', 'courier', 'pending', 409],
    ['courier', 'courier2', 'courier', 'delivered', 403],
    ['courier', 'courier2', 'courier', 'accepted', 403],
    ['courier', 'courier2', 'courier', 'rejected', 403],
    ['courier', 'courier2', 'courier', 'courier', 409],
    ['delivered', 'courier', 'courier', 'rejected', 409],
    ['delivered', 'courier', 'courier', 'accepted', 409],
    ['delivered', 'courier2', 'courier', 'courier', 409],
    ['rejected', 'courier', 'courier', 'delivered', 409],
    ['rejected', 'none', 'courier', 'courier', 409],
  ];
  it.each(cases)('%s (held by %s): %s asks %s → %i', async (from, holder, who, to, expected) => {
    const o = await order(from, holder);
    const res = await patch(o.id, p[who].token, bodyFor(to, who));
    expect(res.status).toBe(expected);
    const after = await stored(o.id);
    if (expected === 200) {
      expect(after).toMatchObject({ status: to, version: 2 });
      expect(await events(o.id)).toBe(2);
      expect((await json(res)).data).toMatchObject({ id: o.id, status: to, version: 2 });
    } else {
      expect(after).toEqual(o);
      expect(await events(o.id)).toBe(1);
      expect((await json(res)).meta.message).toMatch(/[ʻʼ]|\w/);
    }
  });

  it('lets a superadmin do what an admin does', async () => {
    const o = await order('pending');
    expect((await patch(o.id, p.superadmin.token, { status: 'accepted' })).status).toBe(200);
  });
});

describe('PATCH /api/order-history/:id — reassignment, one change', () => {
  it('gives the order to the new courier in one PATCH, off the old courier’s run', async () => {
    const first = await order('courier', 'courier2', { routePosition: 1 });
    const second = await order('courier', 'courier2', { routePosition: 2 });
    const res = await patch(first.id, p.admin.token, { status: 'courier', courierId: p.courier.user.id, version: 1 });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ courierId: p.courier.user.id, routePosition: null, version: 2 });
    expect(await stored(second.id)).toMatchObject({ routePosition: 1 });
    const [event] = await t.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderHistoryId, first.id))
      .orderBy(orderStatusEvents.id)
      .offset(1);
    expect(event).toMatchObject({ fromStatus: 'courier', toStatus: 'courier', note: 'Kuryer: Bekzod Kuryer' });
  });

  it('keeps the order with its courier when the new one is refused', async () => {
    const o = await order('courier', 'courier2', { routePosition: 1 });
    const notCourier = await patch(o.id, p.admin.token, { status: 'courier', courierId: p.customer.user.id });
    expect(notCourier.status).toBe(400);
    const stale = await patch(o.id, p.admin.token, { status: 'courier', courierId: p.courier.user.id, version: 9 });
    expect(stale.status).toBe(409);
    expect(await stored(o.id)).toEqual(o);
    expect(await events(o.id)).toBe(1);
  });
});

describe('PATCH /api/order-history/:id — a replayed delivery', () => {
  it('is answered as done when it has the same bottles, and refused when it has others', async () => {
    const o = await order('delivered', 'courier', { bottlesReturned: 1 });
    expect((await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 1 })).status).toBe(200);
    expect((await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 3 })).status).toBe(409);
    expect(await stored(o.id)).toEqual(o);
  });
});

describe('PATCH /api/order-history/:id — effects', () => {
  it('a take sets the courier and acceptedAt; delivering cash marks it paid', async () => {
    const o = await order('pending');
    const taken = (await json(await patch(o.id, p.courier.token, { status: 'courier', version: 1 }))).data;
    expect(taken).toMatchObject({ status: 'courier', courierId: p.courier.user.id, version: 2 });
    expect(taken.courier).toEqual({ id: p.courier.user.id, fullName: 'Bekzod Kuryer', phone: p.courier.user.phone });
    expect(taken.acceptedAt).not.toBeNull();
    const done = (await json(await patch(o.id, p.courier.token, { status: 'delivered', version: 2 }))).data;
    expect(done).toMatchObject({ status: 'delivered', paymentStatus: 'success', version: 3 });
    expect(Date.parse(done.deliveredAt)).toBeGreaterThan(Date.now() - 60_000);
    const history = await t.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderHistoryId, o.id))
      .orderBy(orderStatusEvents.id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([
      [null, 'pending', p.customer.user.id],
      ['pending', 'courier', p.courier.user.id],
      ['courier', 'delivered', p.courier.user.id],
    ]);
  });

  it('delivering a card order leaves its payment status alone', async () => {
    const o = await order('courier', 'courier', { paymentMethod: 'card', paymentStatus: 'processing' });
    expect((await json(await patch(o.id, p.courier.token, { status: 'delivered' }))).data.paymentStatus).toBe(
      'processing',
    );
  });

  it('admin accept sets acceptedAt; reject sets rejectedAt and the reason', async () => {
    const a = await order('pending');
    expect((await json(await patch(a.id, p.admin.token, { status: 'accepted' }))).data.acceptedAt).not.toBeNull();
    const r = await order('pending');
    const rejected = (
      await json(await patch(r.id, p.admin.token, { status: 'rejected', rejectReason: 'Manzil topilmadi' }))
    ).data;
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Manzil topilmadi' });
    expect(rejected.rejectedAt).not.toBeNull();
  });

  it('a hand back clears the courier, and another courier may then take it', async () => {
    const o = await order('courier', 'courier');
    const back = (await json(await patch(o.id, p.courier.token, { status: 'accepted' }))).data;
    expect(back).toMatchObject({ status: 'accepted', courierId: null, courier: null });
    expect((await patch(o.id, p.courier2.token, { status: 'courier' })).status).toBe(200);
  });

  it('an admin assigns an active courier only, and must name one', async () => {
    const o = await order('accepted');
    const noCourier = await patch(o.id, p.admin.token, { status: 'courier' });
    expect(noCourier.status).toBe(400);
    expect((await json(noCourier)).meta.errors[0].path).toBe('courierId');
    expect((await patch(o.id, p.admin.token, { status: 'courier', courierId: p.customer.user.id })).status).toBe(400);
    const ok = await json(await patch(o.id, p.admin.token, { status: 'courier', courierId: p.courier2.user.id }));
    expect(ok.data).toMatchObject({ status: 'courier', courierId: p.courier2.user.id });
  });

  it('an admin changes the payment status alone: a new version and an event, same status', async () => {
    const o = await order('courier', 'courier', { paymentMethod: 'transfer' });
    const res = await json(await patch(o.id, p.admin.token, { paymentStatus: 'success' }));
    expect(res.data).toMatchObject({ status: 'courier', paymentStatus: 'success', version: 2 });
    expect(await events(o.id)).toBe(2);
  });
});

describe('PATCH /api/order-history/:id — validation and roles', () => {
  it('requires rejectReason with rejected, and only then', async () => {
    const o = await order('pending');
    const missing = await patch(o.id, p.admin.token, { status: 'rejected' });
    expect(missing.status).toBe(400);
    expect((await json(missing)).meta.errors).toEqual([{ path: 'rejectReason', message: 'Rad etish sababini yozing' }]);
    expect((await patch(o.id, p.admin.token, { status: 'accepted', rejectReason: 'x' })).status).toBe(400);
    expect((await patch(o.id, p.admin.token, {})).status).toBe(400);
    expect((await patch(o.id, p.admin.token, { status: 'done' })).status).toBe(400);
    expect((await patch(o.id, p.admin.token, { status: 'accepted', colour: 'red' })).status).toBe(400);
    expect(await events(o.id)).toBe(1);
  });

  it('refuses courierId and paymentStatus from a courier with 403', async () => {
    const o = await order('courier', 'courier');
    expect((await patch(o.id, p.courier.token, { paymentStatus: 'success' })).status).toBe(403);
    const own = await order('pending');
    expect((await patch(own.id, p.courier.token, { status: 'courier', courierId: p.courier.user.id })).status).toBe(
      403,
    );
  });

  it('answers 401 without a token, 403 to a customer, 404 for an unknown order or an id that names none', async () => {
    const o = await order('pending');
    expect((await patch(o.id, undefined, { status: 'accepted' })).status).toBe(401);
    expect((await patch(o.id, p.customer.token, { status: 'accepted' })).status).toBe(403);
    expect((await patch(999_999, p.admin.token, { status: 'accepted' })).status).toBe(404);
    expect((await patch(0, p.admin.token, { status: 'accepted' })).status).toBe(404);
    expect((await patch(2_147_483_648, p.admin.token, { status: 'accepted' })).status).toBe(404);
  });

  it('answers 409 to a stale version and changes nothing', async () => {
    const o = await order('pending');
    expect((await patch(o.id, p.admin.token, { status: 'accepted', version: 1 })).status).toBe(200);
    const stale = await patch(o.id, p.courier.token, { status: 'courier', version: 1 });
    expect(stale.status).toBe(409);
    expect(await stored(o.id)).toMatchObject({ status: 'accepted', courierId: null, version: 2 });
    expect(await events(o.id)).toBe(2);
  });
});

describe('PATCH /api/order-history/:id — replays', () => {
  it('answers a repeated delivered, take or hand back by the same courier with the order unchanged', async () => {
    const o = await order('pending');
    await patch(o.id, p.courier.token, { status: 'courier', version: 1 });
    const again = await patch(o.id, p.courier.token, { status: 'courier', version: 1 });
    expect(again.status).toBe(200);
    expect((await json(again)).data).toMatchObject({ status: 'courier', version: 2 });
    await patch(o.id, p.courier.token, { status: 'delivered', version: 2 });
    const before = await stored(o.id);
    for (const version of [2, 3, undefined]) {
      const replay = await patch(o.id, p.courier.token, { status: 'delivered', version });
      expect(replay.status).toBe(200);
      expect((await json(replay)).data.version).toBe(3);
    }
    expect(await stored(o.id)).toEqual(before);
    expect(await events(o.id)).toBe(3);

    const h = await order('courier', 'courier');
    await patch(h.id, p.courier.token, { status: 'accepted', version: 1 });
    const handBackAgain = await patch(h.id, p.courier.token, { status: 'accepted', version: 1 });
    expect(handBackAgain.status).toBe(200);
    expect((await stored(h.id)).version).toBe(2);
  });

  it('is not a replay for another courier', async () => {
    const o = await order('courier', 'courier');
    expect((await patch(o.id, p.courier2.token, { status: 'courier' })).status).toBe(409);
    const d = await order('delivered', 'courier');
    expect((await patch(d.id, p.courier2.token, { status: 'delivered' })).status).toBe(403);
  });
});

describe('PATCH /api/order-history/:id — concurrent takes', () => {
  it('lets exactly one of several couriers take an order at the same moment', async () => {
    const extra = await Promise.all([1, 2, 3].map(() => t.createUser({ role: 'courier', passwordHash: null })));
    const tokens = [p.courier.token, p.courier2.token, ...(await Promise.all(extra.map((u) => t.tokenFor(u))))];
    for (let round = 0; round < 5; round++) {
      const o = await order(round % 2 ? 'accepted' : 'pending');
      const answers = await Promise.all(tokens.map((token) => patch(o.id, token, { status: 'courier', version: 1 })));
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(tokens.length - 1);
      const winner = await json(answers[statuses.indexOf(200)]!);
      expect(await stored(o.id)).toMatchObject({ status: 'courier', courierId: winner.data.courierId, version: 2 });
      expect(await events(o.id)).toBe(2);
    }
  });

  it('also without a version: the unassigned check alone decides', async () => {
    const o = await order('pending');
    const answers = await Promise.all(
      [p.courier.token, p.courier2.token].map((token) => patch(o.id, token, { status: 'courier' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await events(o.id)).toBe(2);
  });
});
