import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../tests/helpers/accounts';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

const customerCount = async (url: string) => {
  const signIn = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(accounts.admin),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const users = await fetch(`${url}/api/user?role=user&limit=1`, {
    headers: { Authorization: `Bearer ${data.token}` },
  });
  return ((await users.json()) as { meta: { total: number } }).meta.total;
};

// `npm test` and .ci/run's PostgreSQL pass seed a tenth of the demo (the browser suite's servers a little more);
// `npm run bench` (TEST_BENCH=1) seeds it whole, as `npm start` does.
const orders = process.env.TEST_BENCH === '1' ? 20_000 : 2_000;
const env = { LOG_LEVEL: 'info', DEMO_ORDERS: String(orders) };

describe('the demo data, seeded in a child process of the server', () => {
  it('fills a fresh database on the first start, and is not added again when the server restarts on it', async () => {
    // On the migrated template: migrating an empty database is seed.test.ts's (and the template's) work.
    server = await startServerProcess({ demoData: true, apiOnly: true, migrated: true, env });
    // The server logs it before it listens, but its log is written asynchronously: under load the line can
    // reach the pipe after /api/health first answers (a CI run on PostgreSQL, 2026-12-05).
    const first = server;
    await vi.waitFor(() => expect(first.output()).toContain('Demo data ready'), { timeout: 10_000 });
    const customers = await customerCount(server.url);
    expect(customers).toBe(orders / 10);
    await server.stop();

    server = await startServerProcess({ dataDir: server.dataDir, demoData: true, apiOnly: true, env });
    expect(server.output()).not.toContain('Seeding demo data');
    expect(await customerCount(server.url)).toBe(customers);
  }, 240_000);
});
