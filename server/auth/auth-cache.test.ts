import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { users } from '../db/schema/users';
import { resolveJwtSecret } from './jwt-secret';
import { signToken, tokenLifetimeSeconds } from './token';

// A started server's app: table versions and user rows kept in memory while it listens.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { listening: true });
}, 60_000);
afterAll(() => t.close());

const me = (token: string) => t.call('GET', '/api/auth/me', { token });

describe('requireAuth with the auth cache', () => {
  it('refuses a courier blocked by an admin on the very next request', async () => {
    const admin = await t.createUser({ passwordHash: null });
    const courier = await t.createUser({ role: 'courier', passwordHash: null });
    const token = await t.tokenFor(courier);
    for (let i = 0; i < 3; i++) expect((await me(token)).status).toBe(200);
    const blocked = await t.call('PATCH', `/api/user/${courier.id}`, {
      token: await t.tokenFor(admin),
      body: { status: 'blocked' },
    });
    expect(blocked.status).toBe(200);
    const refused = await me(token);
    expect(refused.status).toBe(401);
    expect((await json(refused)).meta.message).toBe('Hisobingiz bloklangan');
  });

  it('sees a demotion or deletion written by another instance (straight to the database) once its notification arrives', async () => {
    const admin = await t.createUser({ passwordHash: null });
    const token = await t.tokenFor(admin);
    expect((await t.call('GET', '/api/product', { token })).status).toBe(200);
    await t.db.update(users).set({ role: 'courier' }).where(eq(users.id, admin.id));
    await expect
      .poll(async () => (await t.call('GET', '/api/product', { token })).status, { timeout: 5_000 })
      .toBe(403);
    await t.db.delete(users).where(eq(users.id, admin.id));
    await expect.poll(async () => (await me(token)).status, { timeout: 5_000 }).toBe(401);
  });

  it('still refuses a token that expired after it was verified', async () => {
    const courier = await t.createUser({ role: 'courier', passwordHash: null });
    const secret = await resolveJwtSecret(t.db, t.config);
    // Expires a minute from now.
    const token = await signToken(courier, secret, Date.now() - tokenLifetimeSeconds * 1000 + 60_000);
    expect((await me(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 120_000);
      expect((await me(token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});
