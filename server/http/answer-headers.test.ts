import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { requireAuth } from '../auth/require-auth';
import { chosenEncoding, compressFromBytes } from './compress-answers';
import { pollCache } from './poll-cache';
import { documentOnlyHeaders } from './security-headers';

let t: TestApp;
let token: string;
const big = { data: 'buyurtma '.repeat(200) };
const small = { data: 'ok' };
// Larger than what is compressed in the request's own turn: this one goes through the thread pool.
const huge = { data: Array.from({ length: 40_000 }, (_, i) => `Oʻzbek ${i}`) };
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test-big', (c) => c.json(big));
  t.app.get('/api/test-small', (c) => c.json(small));
  t.app.get('/api/test-huge', (c) => c.json(huge));
  t.app.get('/api/test-created', (c) => c.json(big, 201, { 'X-Test': 'kept' }));
  t.app.get('/api/test-body', (c) => c.body(JSON.stringify(big), 200, { 'Content-Type': 'application/json' }));
  t.app.get('/api/test-poll', requireAuth, pollCache(['notifications']), (c) => c.json(big));
  token = await t.tokenFor(await t.createUser({ passwordHash: null }));
}, 60_000);
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) =>
  t.app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('the headers of a JSON answer', () => {
  it('carry nosniff and Cross-Origin-Resource-Policy but none of the headers only a page reads', async () => {
    for (const res of [await get('/api/test-small'), await get('/api/x')]) {
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
      for (const name of documentOnlyHeaders) expect(res.headers.has(name), name).toBe(false);
    }
  });

  it('a bare 304 carries its cache fields alone, without a request id', async () => {
    const first = await t.call('GET', '/api/test-poll', { token });
    expect(first.headers.get('X-Request-Id')).toBeTruthy();
    const tag = first.headers.get('ETag')!;
    const unchanged = await t.call('GET', '/api/test-poll', { token, headers: { 'If-None-Match': tag } });
    expect(unchanged.status).toBe(304);
    expect([...unchanged.headers.keys()].sort()).toEqual(['cache-control', 'etag', 'vary']);
  });
});

describe('compressed JSON answers', () => {
  it(`sends an answer of ${compressFromBytes} bytes or more in brotli when the client takes it, else gzip`, async () => {
    const br = await get('/api/test-big', 'gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(big);

    const gzip = await get('/api/test-big', 'gzip, deflate');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big);
  });

  it('compresses an answer of any size, however it was made, keeping its status and headers', async () => {
    expect(Buffer.byteLength(JSON.stringify(huge))).toBeGreaterThan(256 * 1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/test-huge', encoding);
      expect(res.headers.get('Content-Encoding')).toBe(encoding);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(JSON.parse((encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString())).toEqual(
        huge,
      );
    }
    const created = await get('/api/test-created', 'br');
    expect(created.status).toBe(201);
    expect(created.headers.get('X-Test')).toBe('kept');
    expect(created.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await created.arrayBuffer())).toString())).toEqual(big);
    const body = await get('/api/test-body', 'gzip');
    expect(body.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await body.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends it as it is to a client that takes neither, and a small answer as it is to anyone', async () => {
    const plain = await get('/api/test-big');
    expect(plain.headers.has('Content-Encoding')).toBe(false);
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await plain.json()).toEqual(big);

    const tiny = await get('/api/test-small', 'gzip, br');
    expect(tiny.headers.has('Content-Encoding')).toBe(false);
    expect(tiny.headers.get('Vary')).toBeNull();
    expect(await tiny.json()).toEqual(small);
  });

  it('chooses brotli over gzip whatever the order, and honours q=0', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding('')).toBeUndefined();
  });
});
