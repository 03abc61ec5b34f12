import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { requireAuth } from '../auth/require-auth';
import { notifications } from '../db/schema/notifications';
import { products } from '../db/schema/products';
import type { UserRow } from '../dto/user';
import { pollCache } from './poll-cache';

let t: TestApp;
let runs = 0;
let admin: { user: UserRow; token: string };
let other: { user: UserRow; token: string };
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-poll', requireAuth, pollCache(['notifications']), (c) => {
    runs++;
    return c.json({ data: runs });
  });
  const a = await t.createUser({ passwordHash: null });
  const b = await t.createUser({ passwordHash: null });
  admin = { user: a, token: await t.tokenFor(a) };
  other = { user: b, token: await t.tokenFor(b) };
}, 60_000);
afterAll(() => t.close());

const poll = (token: string, tag?: string | null, query = '', headers: Record<string, string> = {}) =>
  t.call('GET', `/api/test-poll${query}`, { token, headers: tag ? { ...headers, 'If-None-Match': tag } : headers });
const addNotification = () =>
  t.db.insert(notifications).values({ type: 'new-order', title: 'Yangi buyurtma', body: '№1', entityId: 1 });

describe('pollCache', () => {
  it('answers an unchanged poll with 304 without running the route', async () => {
    const first = await poll(admin.token);
    const tag = first.headers.get('ETag');
    const before = runs;
    for (let i = 0; i < 3; i++) expect((await poll(admin.token, tag)).status).toBe(304);
    expect(runs).toBe(before);
  });

  it('changes the tag when a table the route reads changes, not when another one does or a write rolls back', async () => {
    const tag = (await poll(admin.token)).headers.get('ETag');
    await t.db.insert(products).values({ name: 'Suv', price: 1000, unit: 'dona' });
    expect((await poll(admin.token, tag)).status).toBe(304);
    await t.db
      .transaction(async (tx) => {
        await tx.insert(notifications).values({ type: 'new-order', title: 'x', body: 'x', entityId: 1 });
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect((await poll(admin.token, tag)).status).toBe(304);
    await addNotification();
    expect((await poll(admin.token, tag)).status).toBe(200);
    const next = (await poll(admin.token)).headers.get('ETag');
    await t.db.update(notifications).set({ isRead: true }).where(eq(notifications.isRead, false));
    expect((await poll(admin.token, next)).status).toBe(200);
  });

  it('gives each caller and each query string its own tag', async () => {
    const tag = (await poll(admin.token)).headers.get('ETag');
    expect((await poll(other.token, tag)).status).toBe(200);
    expect((await poll(admin.token, tag, '?mine=true')).status).toBe(200);
    expect((await poll(admin.token, tag, '?unassigned=true')).status).toBe(200);
    expect((await poll(admin.token, tag)).status).toBe(304);
  });

  it('answers a repeated request with the body kept under its tag, and runs the route again once a table changed', async () => {
    const first = await poll(admin.token);
    const before = runs;
    const again = await poll(admin.token);
    expect(again.status).toBe(200);
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(again.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = await first.json();
    expect(await again.json()).toEqual(body);
    expect(runs).toBe(before);
    const gzipped = await poll(admin.token, null, '', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(body);
    expect(runs).toBe(before);
    await addNotification();
    const changed = await poll(admin.token);
    expect(runs).toBe(before + 1);
    expect(await changed.json()).toEqual({ data: before + 1 });
    // Another caller never gets the first one's body.
    await poll(other.token);
    expect(runs).toBe(before + 2);
  });
});
