import { brotliCompressSync, constants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../tests/helpers/test-app';
import { logger } from './log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-boom', () => {
    throw new Error('select password_hash from users where id = 1');
  });
  t.app.get('/api/test-large', (c) => c.json({ data: 'a'.repeat(5000) }));
  t.app.get('/api/test-rows/:count', (c) => c.json(rows(Number(c.req.param('count')))));
}, 60_000);
afterAll(() => t.close());

/** Orders-like rows, varied enough that brotli's qualities give different bytes. */
const rows = (count: number) => ({
  data: Array.from({ length: count }, (_, i) => ({
    id: i,
    number: 30_000 + i * 7,
    total: (i * 7919) % 100_000,
    note: `Uy ${i % 13}`,
  })),
});

const post = (body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  t.app.request('/api/auth/sign-in', { method: 'POST', headers, body });

describe('errors in the contract shape', () => {
  it('refuses a JSON body sent without the JSON content type', async () => {
    const res = await post(JSON.stringify({ phone: '+998900000001', password: 'x' }), { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(415);
    const body = await json(res);
    expect(body.data).toBeNull();
    expect(body.meta.status).toBe(415);
    expect((await post('{}', {})).status).toBe(415);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"phone": "+998900000001",');
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ data: null, meta: { status: 400, message: 'JSON notoʻgʻri tuzilgan' } });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const big = JSON.stringify({ phone: '+998900000001', password: 'x'.repeat(1024 * 1024) });
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await json(res)).toEqual({
      data: null,
      meta: { status: 413, message: 'Yuborilgan maʼlumot hajmi juda katta' },
    });

    const chunks = new Blob([big]).stream();
    const streamed = await t.app.request('/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('answers an unknown API path with 404', async () => {
    for (const path of ['/api/x', '/api', '/api/auth/nope']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ data: null, meta: { status: 404, message: 'Soʻralgan maʼlumot topilmadi' } });
    }
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const log = vi.spyOn(logger, 'error');
    const res = await t.app.request('/api/test-boom', { headers: { 'X-Request-Id': 'boom-1' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ data: null, meta: { status: 500, message: 'Serverda xatolik yuz berdi' } });
    expect(text).not.toMatch(/select|password|Error|at /);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: 'boom-1', err: expect.any(Error) }),
      'request failed',
    );
    log.mockRestore();
  });

  it('sets the security headers a resource needs on API answers and errors (a page’s own: static.test.ts)', async () => {
    const res = await t.app.request('/api/x');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('GET /api/health', () => {
  it('answers without a token and names the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(await json(res)).toEqual({ data: { status: 'ok', db } });
  });
});

describe('GET /api/health/ready', () => {
  it('is 200 while the database answers with every migration applied, 503 when one is missing', async () => {
    const ready = await t.app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect((await json(ready)).data.status).toBe('ready');
    const other = await createTestApp();
    try {
      await other.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await other.app.request('/api/health/ready');
      expect(res.status).toBe(503);
      expect((await json(res)).meta.status).toBe(503);
    } finally {
      await other.close();
    }
  });
});

describe('compression', () => {
  it('gzips large JSON answers', async () => {
    const res = await t.app.request('/api/test-large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends a courier-sized answer at brotli quality 5 (fewer bytes), a larger one at 4 (less CPU)', async () => {
    for (const [count, quality] of [
      [300, 5],
      [2_000, 4],
    ] as const) {
      const res = await t.app.request(`/api/test-rows/${count}`, { headers: { 'Accept-Encoding': 'br' } });
      expect(res.headers.get('Content-Encoding')).toBe('br');
      const text = Buffer.from(JSON.stringify(rows(count)));
      const at = (q: number) =>
        brotliCompressSync(text, {
          params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_SIZE_HINT]: text.byteLength },
        });
      expect(at(5).equals(at(4))).toBe(false);
      expect(Buffer.from(await res.arrayBuffer()).equals(at(quality))).toBe(true);
    }
  });
});
