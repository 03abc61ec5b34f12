import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { logger } from '../log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** The request lines written while `run` runs. */
async function linesOf(run: () => Promise<unknown>) {
  const info = vi.spyOn(logger, 'info');
  try {
    await run();
    return info.mock.calls
      .filter(([, message]) => message === 'request')
      .map(([fields]) => fields as Record<string, unknown>);
  } finally {
    info.mockRestore();
  }
}

describe('the request log', () => {
  it('writes one line per request: method, route pattern, status, ms, request id and user id; never the token or body', async () => {
    const user = await t.createUser();
    const token = await t.tokenFor(user);
    let res!: Response;
    const lines = await linesOf(async () => {
      res = await t.call('PATCH', '/api/user/2147483647', { token, body: { fullName: 'Maxfiy Ism' } });
    });
    expect(res.status).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      reqId: res.headers.get('X-Request-Id'),
      method: 'PATCH',
      route: '/api/user/:id',
      status: 404,
      ms: expect.any(Number),
      userId: user.id,
    });
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${token.slice(-20)}|Maxfiy`));
  });

  it('echoes a sane incoming X-Request-Id and replaces anything else with a fresh one', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a.01' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-7f3a.01');
    for (const bad of ['a b', 'x'.repeat(200), '<script>']) {
      const res = await t.app.request('/api/health', { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = (await t.app.request('/api/health')).headers.get('X-Request-Id');
    const b = (await t.app.request('/api/health')).headers.get('X-Request-Id');
    expect(a).not.toBe(b);
  });
});
