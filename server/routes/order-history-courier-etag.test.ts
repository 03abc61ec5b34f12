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
});
