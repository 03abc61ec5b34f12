import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const flag = async (token: string) => {
  const res = await t.call('GET', '/api/new-order', { token });
  expect(res.status).toBe(200);
  return (await json(res)).data;
};
// Orders get the database's clock; a pause keeps them from sharing the PATCH's millisecond.
const pause = () => new Promise((done) => setTimeout(done, 5));
const markRead = async (token?: string) => {
  const res = await t.call('PATCH', '/api/new-order', { token });
  await pause();
  return res;
};

describe('GET and PATCH /api/new-order', () => {
  it('is read while there is nothing, unread after an order, read after PATCH, unread after the next order', async () => {
    expect(await flag(p.admin.token)).toEqual({ isRead: true, lastOrderAt: null });
    const first = await addOrder(t, p.customer.user);
    expect(await flag(p.admin.token)).toEqual({ isRead: false, lastOrderAt: first.createdAt.toISOString() });
    expect(await flag(p.courier.token)).toMatchObject({ isRead: false });

    const patched = await markRead(p.admin.token);
    expect(patched.status).toBe(200);
    expect(await json(patched)).toEqual({ data: { isRead: true } });
    expect(await flag(p.admin.token)).toEqual({ isRead: true, lastOrderAt: first.createdAt.toISOString() });
    expect((await flag(p.courier.token)).isRead).toBe(false); // each reader has their own mark

    const second = await addOrder(t, p.customer.user);
    expect(await flag(p.admin.token)).toEqual({ isRead: false, lastOrderAt: second.createdAt.toISOString() });
  });

  it('shows a courier only the orders they could take', async () => {
    await markRead(p.courier2.token);
    await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    await addOrder(t, p.customer.user, { status: 'delivered', courierId: p.courier.user.id });
    expect((await flag(p.courier2.token)).isRead).toBe(true);
    expect((await flag(p.admin.token)).isRead).toBe(false);
    await addOrder(t, p.customer.user, { status: 'accepted' });
    expect((await flag(p.courier2.token)).isRead).toBe(false);
  });

  it('counts from the account’s creation for someone who never marked it read', async () => {
    const newcomer = await t.createUser({
      role: 'courier',
      passwordHash: null,
      createdAt: new Date(Date.now() + 60_000),
    });
    expect((await flag(await t.tokenFor(newcomer))).isRead).toBe(true);
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/new-order', { token: p.customer.token })).status).toBe(403);
    expect((await markRead(p.customer.token)).status).toBe(403);
    expect((await t.call('GET', '/api/new-order')).status).toBe(401);
    expect((await markRead()).status).toBe(401);
    expect((await flag(p.superadmin.token)).isRead).toBe(false);
  });
});

describe('polling: ETag and 304', () => {
  const polled = [
    '/api/new-order',
    '/api/order-history/new-and-not-delivered',
    '/api/order-history/new-and-not-delivered-card',
  ];

  it.each(polled)('%s answers 304 to a matching If-None-Match, and 200 after a change', async (path) => {
    const first = await t.call('GET', path, { token: p.courier2.token });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toMatch(/^Authorization(, Accept-Encoding)?$/);
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^W\/"[0-9a-f]+"$/);

    const same = await t.call('GET', path, { token: p.courier2.token, headers: { 'If-None-Match': tag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    expect(same.headers.get('ETag')).toBe(tag);
    expect(same.headers.get('Cache-Control')).toBe('private, no-cache');
    const headerBytes = [...same.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    expect(headerBytes).toBeLessThan(300);

    await pause();
    await addOrder(t, p.customer.user);
    const changed = await t.call('GET', path, { token: p.courier2.token, headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
  });

  it('gives the open list a new tag when a customer is renamed, and another tag to another courier', async () => {
    const path = '/api/order-history/new-and-not-delivered';
    await addOrder(t, p.customer.user);
    const tag = (await t.call('GET', path, { token: p.courier2.token })).headers.get('ETag')!;
    expect((await t.call('GET', path, { token: p.courier2.token, headers: { 'If-None-Match': tag } })).status).toBe(
      304,
    );
    expect((await t.call('GET', path, { token: p.courier.token, headers: { 'If-None-Match': tag } })).status).toBe(200);
    await t.db.update(users).set({ fullName: 'Yangi Ism' }).where(eq(users.id, p.customer.user.id));
    const renamed = await t.call('GET', path, { token: p.courier2.token, headers: { 'If-None-Match': tag } });
    expect(renamed.status).toBe(200);
    expect(JSON.stringify(await json(renamed))).toContain('Yangi Ism');
  });

  it('keeps no-store and no ETag on errors and on the other routes', async () => {
    const denied = await t.call('GET', '/api/new-order', { token: p.customer.token });
    expect(denied.headers.get('Cache-Control')).toBe('no-store');
    expect(denied.headers.get('ETag')).toBeNull();
    // The order lists and the products list are polled too (their ETag lets repeats skip the query); the order lines are not.
    const list = await t.call('GET', '/api/order', { token: p.admin.token });
    expect(list.headers.get('Cache-Control')).toBe('no-store');
    expect(list.headers.get('ETag')).toBeNull();
  });
});
