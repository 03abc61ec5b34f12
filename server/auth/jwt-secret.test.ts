import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/helpers/test-app';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-secret-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the generated JWT secret', () => {
  it('is kept in DATA_DIR/jwt-secret (0600) and reused by the next app on the same folder', async () => {
    const first = await createTestApp({ dataDir });
    const user = await first.createUser();
    const token = await first.signIn(user.phone, 'password123');
    await first.close();

    const file = join(dataDir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(43);

    const second = await createTestApp({ dataDir });
    try {
      // A fresh database: the id from the first app exists again once one user is made.
      const again = await second.createUser({ phone: user.phone });
      expect(again.id).toBe(user.id);
      const res = await second.app.request('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
    } finally {
      await second.close();
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
    } finally {
      await b.close();
    }
  });
});
