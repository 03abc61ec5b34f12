import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { bottles } from '../db/schema/bottles';
import { orderHistories } from '../db/schema/order-histories';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await t.db.update(users).set({ bottleBalance: 10 }).where(eq(users.id, p.customer.user.id));
}, 60_000);
afterAll(() => t.close());

const patch = (id: number, token: string, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token, body });
const get = (path: string, token: string) => t.call('GET', `/api/order-history${path}`, { token });
const stored = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;
const balance = async () => (await t.db.select().from(users).where(eq(users.id, p.customer.user.id)))[0]!.bottleBalance;
const bottleRows = (id: number) => t.db.select().from(bottles).where(eq(bottles.orderHistoryId, id));

describe('GET /api/order-history/new-and-not-delivered — mine and unassigned', () => {
  it('splits a courier’s open orders into their own and the ones to take, list and card alike', async () => {
    const c1 = p.courier.user.id;
    const mine = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: c1,
      paymentMethod: 'cash',
      total: 80_000,
    });
    const free = await addOrder(t, p.customer.user, { status: 'accepted', paymentMethod: 'cash', total: 50_000 });
    await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier2.user.id,
      paymentMethod: 'cash',
      total: 30_000,
    });
    const ids = async (path: string) =>
      (await json(await get(path, p.courier.token))).data.map((o: { id: number }) => o.id);

    expect(await ids('/new-and-not-delivered?mine=true')).toEqual([mine.id]);
    expect(await ids('/new-and-not-delivered?unassigned=true')).toEqual([free.id]);
    const card = (await json(await get('/new-and-not-delivered-card?mine=true', p.courier.token))).data;
    expect(card).toMatchObject({ total: 1, cashToCollect: 80_000 });
    const open = (await json(await get('/new-and-not-delivered-card?unassigned=true', p.courier.token))).data;
    expect(open).toMatchObject({ total: 1, cashToCollect: 50_000 });
  });

  it('refuses a malformed flag with 400, and the flags on the history list (not part of it)', async () => {
    const bad = await get('/new-and-not-delivered?mine=yes', p.courier.token);
    expect(bad.status).toBe(400);
    expect((await json(bad)).meta.errors[0].path).toBe('mine');
    expect((await get('?mine=true', p.courier.token)).status).toBe(400);
  });
});

describe('PATCH /api/order-history/:id — delivery with its bottles', () => {
  it('records the delivery and the bottles in one change: the balance, the bottles row and one version step', async () => {
    const o = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier.user.id,
      bottlesToReturn: 3,
    });
    const before = await balance();
    const res = await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 2, version: o.version });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ status: 'delivered', bottlesReturned: 2, version: o.version + 1 });
    expect(await balance()).toBe(before - 2);
    expect((await bottleRows(o.id)).map((b) => b.count)).toEqual([2]);

    const replay = await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 2, version: o.version });
    expect(replay.status).toBe(200);
    expect(await balance()).toBe(before - 2);
    expect((await stored(o.id)).version).toBe(o.version + 1);
  });

  it('writes no bottles when the delivery itself is refused', async () => {
    const o = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier2.user.id,
      bottlesToReturn: 3,
    });
    const before = await balance();
    expect((await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 3 })).status).toBe(403);
    expect(await balance()).toBe(before);
    expect(await bottleRows(o.id)).toEqual([]);
    expect((await stored(o.id)).bottlesReturned).toBe(0);
  });

  it('takes bottles with a delivery only, 0..99', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    for (const body of [
      { status: 'rejected', rejectReason: 'Uyda yoʻq', bottlesReturned: 1 },
      { status: 'delivered', bottlesReturned: 100 },
      { status: 'delivered', bottlesReturned: -1 },
    ]) {
      const res = await patch(o.id, p.courier.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).meta.errors[0].path).toBe('bottlesReturned');
    }
    expect((await stored(o.id)).status).toBe('courier');
  });
});

describe('PATCH /api/order-history/:id — an admin’s change meanwhile', () => {
  it('answers a courier’s stale delivery with 409 saying what the order is now, and keeps the admin’s cancelled payment', async () => {
    const o = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier.user.id,
      paymentMethod: 'cash',
    });
    expect((await patch(o.id, p.admin.token, { paymentStatus: 'canceled' })).status).toBe(200);
    const before = await balance();
    const res = await patch(o.id, p.courier.token, { status: 'delivered', bottlesReturned: 1, version: o.version });
    expect(res.status).toBe(409);
    expect((await json(res)).meta.message).toBe(
      'Buyurtma oʻzgargan: holati «Kuryerda», toʻlov «Bekor qilingan». Sizning oʻzgarishingiz yuborilmadi.',
    );
    expect(await stored(o.id)).toMatchObject({ status: 'courier', paymentStatus: 'canceled', version: o.version + 1 });
    expect(await balance()).toBe(before);
  });

  it('answers a stale change to a reassigned order naming the other courier', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    await patch(o.id, p.admin.token, { status: 'accepted' });
    await patch(o.id, p.admin.token, { status: 'courier', courierId: p.courier2.user.id });
    const res = await patch(o.id, p.courier.token, { status: 'delivered', version: o.version });
    expect(res.status).toBe(409);
    expect((await json(res)).meta.message).toContain('boshqa kuryerga biriktirilgan');
    expect((await stored(o.id)).courierId).toBe(p.courier2.user.id);
  });
});
