import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories } from '../db/schema/order-histories';

let t: TestApp;
let p: People;
let run: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const courierId = p.courier.user.id;
  const dates = ['2026-11-20', '2026-11-18', '2026-11-19', '2026-11-21'];
  run = [];
  for (const deliveryDate of dates)
    run.push((await addOrder(t, p.customer.user, { status: 'courier', courierId, deliveryDate })).id);
}, 60_000);
afterAll(() => t.close());

const setRoute = (token: string, body: unknown) => t.call('PATCH', '/api/order-history/route', { token, body });
const mine = async (token = p.courier.token) =>
  (await json(await t.call('GET', '/api/order-history/new-and-not-delivered?mine=true', { token }))).data as {
    id: number;
    routePosition: number | null;
    version: number;
  }[];
const positions = async () =>
  t.db.select({ id: orderHistories.id, routePosition: orderHistories.routePosition }).from(orderHistories);

describe('PATCH /api/order-history/route', () => {
  it('lists own orders by delivery date, oldest first, before any route is set', async () => {
    expect((await mine()).map((o) => o.id)).toEqual([run[1], run[2], run[0], run[3]]);
  });

  it('puts the listed orders first, the others after them in their order, without touching versions', async () => {
    const res = await setRoute(p.courier.token, { ids: [run[3], run[0]] });
    expect(res.status).toBe(200);
    const expected = [run[3], run[0], run[1], run[2]];
    expect((await json(res)).data.ids).toEqual(expected);
    const list = await mine();
    expect(list.map((o) => o.id)).toEqual(expected);
    expect(list.map((o) => o.routePosition)).toEqual([1, 2, 3, 4]);
    expect(list.every((o) => o.version === 1)).toBe(true);
  });

  it('closes up the places when an order leaves the run, and shows the admin the same order', async () => {
    const res = await t.call('PATCH', `/api/order-history/${run[0]}`, {
      token: p.courier.token,
      body: { status: 'delivered', version: 1 },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data.routePosition).toBeNull();
    expect((await mine()).map((o) => [o.id, o.routePosition])).toEqual([
      [run[3], 1],
      [run[1], 2],
      [run[2], 3],
    ]);
    const admin = await t.call(
      'GET',
      `/api/order-history/new-and-not-delivered?status=courier&courierId=${p.courier.user.id}`,
      { token: p.admin.token },
    );
    expect((await json(admin)).data.map((o: { id: number }) => o.id)).toEqual([run[3], run[1], run[2]]);
  });

  type Case = [string, () => unknown, ('courier' | 'courier2')?, string?];
  it.each<Case>([
    ['an order not open any more', () => ({ ids: [run[0]] })],
    ['another courier’s order', () => ({ ids: [run[1]] }), 'courier2'],
    ['an unknown id', () => ({ ids: [99_999] })],
    ['a repeated id', () => ({ ids: [run[1], run[1]] })],
    ['no ids', () => ({ ids: [] })],
    ['an unknown field', () => ({ ids: [run[1]], extra: 1 }), 'courier', 'extra'],
  ])('answers 400 for %s and changes nothing', async (_, body, who = 'courier', path = 'ids') => {
    const before = await positions();
    const res = await setRoute(p[who].token, body());
    expect(res.status).toBe(400);
    expect((await json(res)).meta.errors[0].path).toBe(path);
    expect(await positions()).toEqual(before);
  });

  it('is the courier’s call only', async () => {
    expect((await setRoute(p.admin.token, { ids: [run[1]] })).status).toBe(403);
    expect((await setRoute(p.customer.token, { ids: [run[1]] })).status).toBe(403);
    expect((await t.call('PATCH', '/api/order-history/route', { body: { ids: [run[1]] } })).status).toBe(401);
  });
});
