import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/contract/enums';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { requireAuth, requireRole } from './require-auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-admin', requireAuth, requireRole('admin'), (c) => c.json({ data: c.var.user.id }));
  t.app.get('/api/test-courier', requireAuth, requireRole('courier'), (c) => c.json({ data: c.var.user.id }));
});
afterAll(() => t.close());

async function statusAs(role: Role, path: string) {
  const user = await t.createUser({ role });
  const token = await t.signIn(user.phone, 'password123');
  return (await t.app.request(path, { headers: { Authorization: `Bearer ${token}` } })).status;
}

describe('requireRole', () => {
  it('lets admins and superadmins into admin routes, nobody else', async () => {
    expect(await statusAs('admin', '/api/test-admin')).toBe(200);
    expect(await statusAs('superadmin', '/api/test-admin')).toBe(200);
    expect(await statusAs('courier', '/api/test-admin')).toBe(403);
    expect(await statusAs('user', '/api/test-admin')).toBe(403);
  });

  it('does not let admins into courier-only routes', async () => {
    expect(await statusAs('courier', '/api/test-courier')).toBe(200);
    expect(await statusAs('superadmin', '/api/test-courier')).toBe(403);
  });

  it('answers 403 in the contract shape', async () => {
    const user = await t.createUser({ role: 'user' });
    const token = await t.signIn(user.phone, 'password123');
    const res = await t.app.request('/api/test-admin', { headers: { Authorization: `Bearer ${token}` } });
    expect(await res.json()).toEqual({ data: null, meta: { status: 403, message: 'Bu amal uchun ruxsat yoʻq' } });
  });
});
