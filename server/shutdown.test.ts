import http from 'node:http';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';

let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (server) await rm(server.dataDir, { recursive: true, force: true });
});

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 'refused' as const,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** `read()` every 50 ms until it gives `expected` or `ms` pass; its last answer. A starved process answers late. */
async function until<T>(read: () => Promise<T>, expected: T, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value === expected || Date.now() > deadline) return value;
    await sleep(50);
  }
}

describe('a real server process on SIGTERM', () => {
  it('turns /health/ready to 503, finishes the request in flight, closes the database and exits 0; logs JSON lines', async () => {
    server = await startServerProcess({
      demoData: false,
      apiOnly: true,
      migrated: true,
      env: { SHUTDOWN_DELAY_MS: '1500', LOG_LEVEL: 'info' },
    });
    const { url, child } = server;
    expect(await status(`${url}/api/health/ready`)).toBe(200);

    // A slow client: the headers and half of the body now, the rest after SIGTERM.
    const body = JSON.stringify({ phone: '+998900000001', password: 'not-the-password' });
    const slow = http.request(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        'X-Request-Id': 'slow-1',
      },
    });
    const answered = once(slow, 'response') as Promise<[http.IncomingMessage]>;
    slow.write(body.slice(0, 10));
    await sleep(300);

    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');
    expect(await until(() => status(`${url}/api/health/ready`), 503, 10_000)).toBe(503);
    // Within SHUTDOWN_DELAY_MS of the signal: new connections are still taken.
    expect(await status(`${url}/api/health`)).toBe(200);

    // Past SHUTDOWN_DELAY_MS: no new connections, the slow request still open.
    expect(await until(() => status(`${url}/api/health`), 'refused', 10_000)).toBe('refused');
    slow.end(body.slice(10));
    const [res] = await answered;
    expect(res.statusCode).toBe(401);
    res.resume();

    const [code] = await exited;
    expect(code).toBe(0);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        reqId: 'slow-1',
        method: 'POST',
        route: '/api/auth/sign-in',
        status: 401,
      }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', route: '/api/health/ready', status: 503 }));
    expect(lines.at(-1)).toMatchObject({ msg: 'Stopped' });
    expect(server.output()).not.toContain('not-the-password');
  }, 120_000);
});
