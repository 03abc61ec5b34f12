import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const MINE = '/api/order-history/new-and-not-delivered?mine=true&page=1&limit=100';
const poll = (token: string, tag?: string | null) =>
  t.call('GET', MINE, { token, headers: tag ? { 'If-None-Match': tag } : {} });
const held = (courierId: number) => addOrder(t, p.customer.user, { status: 'courier', courierId });
const patch = (id: number, token: string, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token, body });

describe('a courier’s own list: its validator covers only the orders they see', () => {
  it('stays 304 while other couriers’ orders change, and not once one of theirs does', async () => {
    const own = await held(p.courier.user.id);
    const others = await held(p.courier2.user.id);
    const tag = (await poll(p.courier.token)).headers.get('ETag');
    expect((await patch(others.id, p.courier2.token, { status: 'delivered', bottlesReturned: 0 })).status).toBe(200);
    await addOrder(t, p.customer.user, { status: 'pending' });
    expect((await poll(p.courier.token, tag)).status).toBe(304);
    expect((await patch(own.id, p.courier.token, { status: 'delivered' })).status).toBe(200);
    expect((await poll(p.courier.token, tag)).status).toBe(200);
  });

  it('changes when an order joins the run or the route is reordered', async () => {
    const first = await held(p.courier.user.id);
    const tag = (await poll(p.courier.token)).headers.get('ETag');
    const second = await held(p.courier.user.id);
    const next = (await poll(p.courier.token, tag)).headers.get('ETag');
    expect(next).not.toBe(tag);
    const reorder = await t.call('PATCH', '/api/order-history/route', {
      token: p.courier.token,
      body: { ids: [second.id, first.id] },
    });
    expect(reorder.status).toBe(200);
    expect((await poll(p.courier.token, next)).status).toBe(200);
  });

  it('tags a first answer (read with its rows) as a later poll reads it apart, on a reordered run and past its end', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await held(p.courier.user.id));
    const route = [...orders].reverse().map((order) => order.id);
    expect(
      (await t.call('PATCH', '/api/order-history/route', { token: p.courier.token, body: { ids: route } })).status,
    ).toBe(200);
    for (const path of [
      MINE,
      `${MINE.replace('limit=100', 'limit=2')}`,
      MINE.replace('page=1&limit=100', 'page=9&limit=2'),
    ]) {
      const first = await t.call('GET', path, { token: p.courier.token });
      expect(first.status).toBe(200);
      const tag = first.headers.get('ETag');
      expect(tag).toBeTruthy();
      const again = await t.call('GET', path, { token: p.courier.token, headers: { 'If-None-Match': tag! } });
      expect(again.status, path).toBe(304);
    }
    const run = (await (await t.call('GET', MINE, { token: p.courier.token })).json()) as { data: { id: number }[] };
    expect(run.data.slice(0, 3).map((order) => order.id)).toEqual(route);
  });
});
