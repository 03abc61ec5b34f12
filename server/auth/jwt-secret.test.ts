import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';
import { createApp } from '../app';
import { appSecrets } from '../db/schema/app-secrets';

describe('the generated JWT secret', () => {
  it('is kept in the database: another app instance on it accepts the first one’s tokens', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser();
      const token = await t.signIn(user.phone, 'password123');
      const [row] = await t.db.select().from(appSecrets);
      expect(row?.value.length).toBeGreaterThanOrEqual(43);
      const other = createApp({ db: t.db, dbKind: 'pglite', config: { ...t.config, dataDir: '/nonexistent' } });
      const res = await other.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(await t.db.$count(appSecrets)).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('is JWT_SECRET when configured, and then tokens of another secret fail', async () => {
    const a = await createTestApp({ jwtSecret: 'configured-secret-a' });
    const user = await a.createUser();
    const token = await a.signIn(user.phone, 'password123');
    await a.close();
    const b = await createTestApp({ jwtSecret: 'configured-secret-b' });
    try {
      await b.createUser({ phone: user.phone });
      const res = await b.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(await b.db.$count(appSecrets)).toBe(0);
    } finally {
      await b.close();
    }
  });
});
