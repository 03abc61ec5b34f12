import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../tests/helpers/fresh-database';
import { startTcpProxy, type TcpProxy } from '../tests/helpers/tcp-proxy';
import { testConfig } from '../tests/helpers/test-app';
import { createApp, type App } from './app';
import { resolveJwtSecret } from './auth/jwt-secret';
import { signToken } from './auth/token';
import { openDatabase, type Database } from './db/client';
import { rowsOf } from './db/rows';
import { users } from './db/schema/users';
import { createVersionCache, type VersionCache } from './db/version-cache';

let fresh: FreshDatabase;
let proxy: TcpProxy;
let direct: Database;
let proxied: Database;
let versions: VersionCache;
let app: App;
let dataDir: string;
let token: string;

const listeners = async () =>
  rowsOf<{ n: number }>(
    await direct.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    ),
  )[0]!.n;
const status = async (path: string, auth?: string) =>
  (await app.request(path, { headers: auth ? { Authorization: `Bearer ${auth}` } : {} })).status;

// A database outage needs a database that can go away while the app runs: PostgreSQL behind a TCP
// proxy that the test cuts and heals.
describe.skipIf(!process.env.TEST_DATABASE_URL)('an instance heals after a database outage', () => {
  beforeAll(async () => {
    fresh = await freshDatabase();
    const url = new URL(fresh.url!);
    proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
    direct = openDatabase({ databaseUrl: fresh.url });
    await direct.migrate();
    const [admin] = await direct.db
      .insert(users)
      .values({ fullName: 'Admin', phone: '+998930000101', role: 'admin', status: 'active' })
      .returning();
    token = await signToken(admin!, await resolveJwtSecret(direct.db, { jwtSecret: undefined }));
    url.host = `${proxy.host}:${proxy.port}`;
    proxied = openDatabase({ databaseUrl: url.toString() });
    versions = createVersionCache(proxied.db);
    await versions.listen(proxied.listen);
    dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-heal-'));
    const config = testConfig(dataDir, { databaseUrl: url.toString() });
    app = createApp({ db: proxied.db, dbKind: 'postgres', config, versions });
  }, 60_000);

  afterAll(async () => {
    proxy?.heal();
    await versions?.stop();
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
    await fresh?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps /health at 200 and /health/ready at 503 while the database is away, then serves again by itself', async () => {
    expect(await listeners()).toBe(1);
    proxy.cut();
    // The first /api request of the instance meets the outage (the JWT secret cannot be read).
    expect(await status('/api/auth/me', token)).toBeGreaterThanOrEqual(500);
    expect(await status('/api/health')).toBe(200);
    expect(await status('/api/health/ready')).toBe(503);
    // PostgreSQL notices the cut connection when its socket says so, not at once.
    await expect.poll(listeners, { timeout: 10_000 }).toBe(0);

    proxy.heal();
    const back = Date.now();
    await expect.poll(() => status('/api/health/ready'), { timeout: 2_000, interval: 100 }).toBe(200);
    await expect.poll(() => status('/api/auth/me', token), { timeout: 2_000, interval: 100 }).toBe(200);
    expect(Date.now() - back).toBeLessThan(2_000);
    // LISTEN is back too: polls are answered from the copy again, and another writer's change reaches it.
    await expect.poll(listeners, { timeout: 3_000, interval: 100 }).toBe(1);
  });
});
