import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories } from '../db/schema/order-histories';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const PAGE = '/api/order-history/new-and-not-delivered?page=1&limit=2';
const CARD = '/api/order-history/new-and-not-delivered-card';
const poll = async (path: string, tag?: string | null) => {
  const res = await t.call('GET', path, { token: p.courier.token, headers: tag ? { 'If-None-Match': tag } : {} });
  return { status: res.status, tag: res.headers.get('ETag') };
};
const touch = (id: number) =>
  t.db
    .update(orderHistories)
    .set({ version: sql`${orderHistories.version} + 1`, updatedAt: new Date() })
    .where(eq(orderHistories.id, id));
const minuteAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('a courier’s poll of the orders to take: its validator covers the page it shows and the count', () => {
  it('stays 304 while an order below the page changes, not once one on it does, one arrives or one leaves', async () => {
    const oldest = await addOrder(t, p.customer.user, { status: 'pending', createdAt: minuteAgo(40) });
    await addOrder(t, p.customer.user, { status: 'pending', createdAt: minuteAgo(30) });
    const older = await addOrder(t, p.customer.user, { status: 'pending', createdAt: minuteAgo(20) });
    const newest = await addOrder(t, p.customer.user, { status: 'accepted', createdAt: minuteAgo(10) });
    const { tag } = await poll(PAGE);
    await touch(oldest.id);
    expect((await poll(PAGE, tag)).status).toBe(304);
    await touch(newest.id);
    const onPage = await poll(PAGE, tag);
    expect(onPage.status).toBe(200);
    await addOrder(t, p.customer.user, { status: 'pending', createdAt: minuteAgo(50) });
    const arrived = await poll(PAGE, onPage.tag);
    expect(arrived.status).toBe(200);
    await t.db
      .update(orderHistories)
      .set({ courierId: p.courier2.user.id, status: 'courier' })
      .where(eq(orderHistories.id, older.id));
    expect((await poll(PAGE, arrived.tag)).status).toBe(200);
  });

  it('a run’s page: an order below it changing keeps the tag, one moved onto it does not', async () => {
    const RUN = '/api/order-history/new-and-not-delivered?mine=true&page=1&limit=1';
    const held = () => addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    const [first, second] = [await held(), await held()];
    const route = (ids: number[]) =>
      t.call('PATCH', '/api/order-history/route', { token: p.courier.token, body: { ids } });
    expect((await route([first.id, second.id])).status).toBe(200);
    const { tag } = await poll(RUN);
    await touch(second.id);
    expect((await poll(RUN, tag)).status).toBe(304);
    expect((await route([second.id, first.id])).status).toBe(200);
    expect((await poll(RUN, tag)).status).toBe(200);
  });

  it('the card’s validator is its figures: a change that moves none keeps it, one that does not', async () => {
    const order = await addOrder(t, p.customer.user, { status: 'pending' });
    const { tag } = await poll(CARD);
    await touch(order.id);
    expect((await poll(CARD, tag)).status).toBe(304);
    await addOrder(t, p.customer.user, { status: 'pending' });
    expect((await poll(CARD, tag)).status).toBe(200);
  });
});
