import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { notifications } from '../db/schema/notifications';
import { createCustomer } from '../users/create-customer';

let t: TestApp;
let p: People;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const rows = await t.db
    .insert(notifications)
    .values([
      {
        type: 'new-order' as const,
        title: 'Yangi buyurtma',
        body: '№10001',
        entityId: 1,
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        type: 'new-user' as const,
        title: 'Yangi foydalanuvchi',
        body: 'Aziza',
        entityId: 2,
        createdAt: new Date('2026-01-02T10:00:00Z'),
        isRead: true,
      },
      {
        type: 'new-reminder' as const,
        title: 'Yangi eslatma',
        body: 'Bobur',
        entityId: 3,
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
      {
        type: 'new-order' as const,
        title: 'Yangi buyurtma',
        body: '№10002',
        entityId: 4,
        createdAt: new Date('2026-01-04T10:00:00Z'),
      },
    ])
    .returning({ id: notifications.id });
  ids = rows.map((r) => r.id);
}, 60_000);
afterAll(() => t.close());

const list = async (query = '', token = p.admin.token) => {
  const res = await t.call('GET', `/api/notification${query}`, { token });
  expect(res.status).toBe(200);
  return (await json(res)).data.map((n: { id: number }) => n.id);
};
const unread = async () =>
  (await json(await t.call('GET', '/api/notification/no-read-notifications', { token: p.admin.token }))).data;
const markRead = (body: unknown, token = p.admin.token) => t.call('PATCH', '/api/notification', { token, body });

describe('notifications', () => {
  it('lists newest first, with type, isRead, id and search filters', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    expect(await list()).toEqual([d, c, b, a]);
    expect(await list('?order=asc&limit=2')).toEqual([a, b]);
    expect(await list('?type=new-order&type=new-reminder')).toEqual([d, c, a]);
    expect(await list('?isRead=true')).toEqual([b]);
    expect(await list(`?id=${c}`)).toEqual([c]);
    expect(await list('?search=10002')).toEqual([d]);
    const first = await json(await t.call('GET', `/api/notification?id=${a}`, { token: p.superadmin.token }));
    expect(first.data[0]).toMatchObject({
      type: 'new-order',
      title: 'Yangi buyurtma',
      body: '№10001',
      entityId: 1,
      isRead: false,
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    for (const bad of ['?type=x', '?isRead=yes', '?sort=title', '?id=0']) {
      const res = await t.call('GET', `/api/notification${bad}`, { token: p.admin.token });
      expect(res.status, bad).toBe(400);
    }
  });

  it('counts unread with an ETag, marks read by ids or all, and says how many changed', async () => {
    expect(await unread()).toBe(3);
    const first = await t.call('GET', '/api/notification/no-read-notifications', { token: p.admin.token });
    const tag = first.headers.get('ETag')!;
    const again = await t.call('GET', '/api/notification/no-read-notifications', {
      token: p.admin.token,
      headers: { 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);

    expect((await json(await markRead({ ids: [ids[0], ids[1], 999_999] }))).data).toEqual({ updated: 1 });
    expect(await unread()).toBe(2);
    const changed = await t.call('GET', '/api/notification/no-read-notifications', {
      token: p.admin.token,
      headers: { 'If-None-Match': tag },
    });
    expect(changed.status).toBe(200);
    expect((await json(await markRead({ all: true }))).data).toEqual({ updated: 2 });
    expect(await unread()).toBe(0);
    expect((await json(await markRead({ all: true }))).data).toEqual({ updated: 0 });
  });

  it('refuses bad bodies with paths and writes nothing', async () => {
    await t.db.update(notifications).set({ isRead: false }).where(eq(notifications.id, ids[3]!));
    for (const [body, paths] of [
      [{}, ['ids']],
      [{ ids: [], all: true }, ['ids', 'ids']],
      [{ ids: [1], all: true }, ['ids']],
      [{ all: false }, ['all']],
      [{ ids: ['a'] }, ['ids.0']],
      [{ every: true }, ['every', 'ids']],
    ] as const) {
      const res = await markRead(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        (await json(res)).meta.errors.map((e: { path: string }) => e.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
    expect(await unread()).toBe(1);
  });

  it('is for admins only', async () => {
    for (const [token, status] of [
      [p.courier.token, 403],
      [p.customer.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await t.call('GET', '/api/notification', { token })).status).toBe(status);
      expect((await t.call('GET', '/api/notification/no-read-notifications', { token })).status).toBe(status);
      expect((await t.call('PATCH', '/api/notification', { token, body: { all: true } })).status).toBe(status);
    }
    expect(await unread()).toBe(1);
  });

  it('a new customer brings a new-user notification', async () => {
    const user = await createCustomer(t.db, {
      fullName: 'Malika Tursunova',
      phone: '+998935550001',
      status: 'registered',
    });
    expect(user.role).toBe('user');
    const res = await json(
      await t.call('GET', '/api/notification?type=new-user&isRead=false', { token: p.admin.token }),
    );
    expect(res.data).toEqual([
      expect.objectContaining({ type: 'new-user', entityId: user.id, body: 'Malika Tursunova, +998935550001' }),
    ]);
  });
});
