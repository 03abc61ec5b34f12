import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderHistoryDetail } from '../../src/contract/order-history';
import type { OrderStatus } from '../../src/contract/enums';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const get = (id: number | string, token?: string) => t.call('GET', `/api/order-history/${id}`, { token });
const detail = async (id: number): Promise<OrderHistoryDetail> => (await json(await get(id, p.admin.token))).data;
const patch = (id: number, token: string, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token, body });
const order = (status: OrderStatus, courierId: number | null = null) =>
  addOrder(t, p.customer.user, { status, courierId });

describe('GET /api/order-history/:id — who may see an order', () => {
  it('an admin and a superadmin see any order; a customer may not; no token is 401', async () => {
    const o = await order('delivered', p.courier.user.id);
    expect((await get(o.id, p.admin.token)).status).toBe(200);
    expect((await get(o.id, p.superadmin.token)).status).toBe(200);
    expect((await get(o.id, p.customer.token)).status).toBe(403);
    expect((await get(o.id)).status).toBe(401);
  });

  it('a courier sees their own orders and the open unassigned ones, and nothing else (403)', async () => {
    const mine = p.courier.user.id;
    const other = p.courier2.user.id;
    const cases: [OrderStatus, number | null, number][] = [
      ['courier', mine, 200],
      ['delivered', mine, 200],
      ['pending', null, 200],
      ['accepted', null, 200],
      ['courier', other, 403],
      ['delivered', other, 403],
      ['rejected', null, 403],
    ];
    for (const [status, courierId, expected] of cases) {
      const o = await order(status, courierId);
      const res = await get(o.id, p.courier.token);
      expect([status, courierId, res.status]).toEqual([status, courierId, expected]);
      if (expected === 403) expect((await json(res)).meta.message).toMatch(/biriktirilmagan/);
    }
  });

  it('an unknown, malformed or too large id is 404 in the contract shape', async () => {
    for (const id of ['987654', 'abc', '0', '-1', '1.5', '2147483648', '99999999999999']) {
      const res = await get(id, p.admin.token);
      expect([id, res.status]).toEqual([id, 404]);
      const body = await json(res);
      expect(body).toEqual({ data: null, meta: { status: 404, message: 'Buyurtma topilmadi' } });
    }
  });
});

describe('GET /api/order-history/:id — lines and events', () => {
  it('answers the list fields, the lines and the placement event', async () => {
    const product = await addProduct(t, { name: 'Nestle suvi 19 l' });
    const o = await addOrder(t, p.customer.user, { lines: [{ productId: product.id, quantity: 2, price: 20_000 }] });
    const d = await detail(o.id);
    expect(d).toMatchObject({
      id: o.id,
      number: o.number,
      status: 'pending',
      user: { fullName: 'Dilshod Rahimov' },
      version: 1,
    });
    expect(d.lines).toHaveLength(1);
    expect(d.lines[0]).toMatchObject({
      productId: product.id,
      quantity: 2,
      total: 40_000,
      product: { name: 'Nestle suvi 19 l' },
    });
    expect(d.events).toEqual([
      {
        status: 'pending',
        at: o.createdAt.toISOString(),
        by: { id: p.customer.user.id, fullName: 'Dilshod Rahimov', role: 'user' },
      },
    ]);
  });

  it('records every change in the same transaction: status, assignment, payment status, line edits, oldest first', async () => {
    const product = await addProduct(t, { name: 'Olma sharbati' });
    const extra = await addProduct(t, { name: 'Stakan', price: 1_000 });
    const o = await addOrder(t, p.customer.user, {
      paymentMethod: 'card',
      lines: [{ productId: product.id, quantity: 1, price: 18_000 }],
    });
    expect((await patch(o.id, p.admin.token, { status: 'accepted' })).status).toBe(200);
    const added = await t.call('POST', '/api/order', {
      token: p.admin.token,
      body: { orderHistoryId: o.id, productId: extra.id, quantity: 3 },
    });
    expect(added.status).toBe(201);
    const lineId = (await json(added)).data.id;
    expect(
      (await t.call('PATCH', `/api/order/${lineId}`, { token: p.admin.token, body: { quantity: 5 } })).status,
    ).toBe(200);
    expect((await t.call('DELETE', `/api/order/${lineId}`, { token: p.admin.token })).status).toBe(200);
    expect((await patch(o.id, p.admin.token, { status: 'courier', courierId: p.courier.user.id })).status).toBe(200);
    expect((await patch(o.id, p.admin.token, { paymentStatus: 'success' })).status).toBe(200);
    // Refused changes leave no trace.
    expect((await patch(o.id, p.admin.token, { status: 'pending' })).status).toBe(409);
    expect((await patch(o.id, p.courier2.token, { status: 'delivered' })).status).toBe(403);
    expect((await patch(o.id, p.courier.token, { status: 'rejected', rejectReason: 'Mijoz uyda yoʻq' })).status).toBe(
      200,
    );

    const d = await detail(o.id);
    const admin = { id: p.admin.user.id, fullName: 'Jasur Admin', role: 'admin' };
    const courier = { id: p.courier.user.id, fullName: 'Bekzod Kuryer', role: 'courier' };
    expect(d.events.map(({ status, by, note }) => ({ status, by, note }))).toEqual([
      { status: 'pending', by: { id: p.customer.user.id, fullName: 'Dilshod Rahimov', role: 'user' }, note: undefined },
      { status: 'accepted', by: admin, note: undefined },
      { status: 'accepted', by: admin, note: 'Qoʻshildi: Stakan × 3' },
      { status: 'accepted', by: admin, note: 'Stakan: 3 → 5' },
      { status: 'accepted', by: admin, note: 'Olib tashlandi: Stakan' },
      { status: 'courier', by: admin, note: 'Kuryer: Bekzod Kuryer' },
      { status: 'courier', by: admin, note: 'Toʻlov holati: Toʻlangan' },
      { status: 'rejected', by: courier, note: 'Sabab: Mijoz uyda yoʻq' },
    ]);
    const times = d.events.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(d.version).toBe(8);
  });

  it('a courier who handed an order back may still replay that hand back after an admin changed the payment status', async () => {
    const o = await order('courier', p.courier.user.id);
    expect((await patch(o.id, p.courier.token, { status: 'accepted' })).status).toBe(200);
    expect((await patch(o.id, p.admin.token, { paymentStatus: 'failed' })).status).toBe(200);
    expect((await patch(o.id, p.courier.token, { status: 'accepted' })).status).toBe(200);
    expect((await detail(o.id)).events).toHaveLength(3);
  });
});

describe('GET /api/order-history/details — several orders at once', () => {
  const details = (ids: (number | string)[], token?: string) =>
    t.call('GET', `/api/order-history/details?${ids.map((id) => `id=${id}`).join('&')}`, { token });

  it('answers each order with its own lines and history, once each, leaving out what the caller may not read or is gone', async () => {
    const water = await addProduct(t, { name: 'Hydrolife 19 l' });
    const bread = await addProduct(t, { name: 'Non' });
    const line = (productId: number, quantity: number) => ({ productId, quantity, price: 10_000 });
    const mine = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier.user.id,
      lines: [line(water.id, 2), line(bread.id, 1)],
    });
    const toTake = await addOrder(t, p.customer.user, { status: 'pending', lines: [line(bread.id, 3)] });
    const others = await order('courier', p.courier2.user.id);
    const res = await details([mine.id, others.id, 987_654, toTake.id, mine.id], p.courier.token);
    expect(res.status).toBe(200);
    const { data } = (await json(res)) as { data: OrderHistoryDetail[] };
    expect(data.map((o) => [o.id, o.lines.map((l) => [l.orderHistoryId, l.product.name, l.quantity])])).toEqual([
      [
        mine.id,
        [
          [mine.id, 'Hydrolife 19 l', 2],
          [mine.id, 'Non', 1],
        ],
      ],
      [toTake.id, [[toTake.id, 'Non', 3]]],
    ]);
    expect(data.map((o) => o.events.map((event) => event.status))).toEqual([['courier'], ['pending']]);
    expect(data).toEqual([await detail(mine.id), await detail(toTake.id)]);
    const all = (await json(await details([others.id, mine.id], p.admin.token))).data;
    expect(all.map((o: OrderHistoryDetail) => o.id)).toEqual([others.id, mine.id]);
  });

  it('refuses a customer (403), no token (401), and a missing, malformed or too long list of ids (400)', async () => {
    const o = await order('pending');
    expect((await details([o.id], p.customer.token)).status).toBe(403);
    expect((await details([o.id])).status).toBe(401);
    const hundredAndOne = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const ids of [[], ['abc'], [0], ['2147483648'], hundredAndOne]) {
      const res = await details(ids, p.admin.token);
      expect([ids.length, res.status]).toEqual([ids.length, 400]);
      expect((await json(res)).meta).toMatchObject({ status: 400 });
    }
  });
});
