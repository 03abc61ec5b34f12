import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../tests/helpers/test-app';
import { pngFile } from '../tests/helpers/test-images';

let t: TestApp;
let distDir: string;
const appJs = 'console.log("app");'.repeat(200);
beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'yetkaz-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Yetkaz</title>');
  await writeFile(join(distDir, 'sw.js'), 'self.addEventListener("install", () => {});');
  await writeFile(join(distDir, 'manifest.webmanifest'), '{"name":"Yetkaz"}');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  await writeFile(join(distDir, 'assets', 'index-Bx12ab.js'), appJs);
  await writeFile(join(distDir, 'assets', 'index-Bx12ab.js.br'), brotliCompressSync(appJs));
  await writeFile(join(distDir, 'assets', 'index-Bx12ab.js.gz'), gzipSync(appJs));
  t = await createTestApp({ distDir });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string) => t.app.request(path);

describe('static files', () => {
  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-Bx12ab.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, sw.js and the manifest with no-cache', async () => {
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
    }
  });

  it('falls back to index.html for app routes', async () => {
    for (const path of ['/orders', '/orders/12/products', '/users/details']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<title>Yetkaz</title>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('does not fall back for the API, uploads, assets or other files', async () => {
    for (const path of ['/api/nothing', '/uploads/missing.png', '/assets/gone-123.js', '/missing.js']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect((await json(res)).meta.status).toBe(404);
    }
  });

  it('refuses paths that climb out of the folder', async () => {
    for (const path of ['/uploads/..%2f..%2fpackage.json', '/uploads/../package.json', '/../package.json']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('"dependencies"');
    }
  });

  it('sets the security headers on pages', async () => {
    const res = await get('/orders');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('sets the same opener policy on robots.txt, so that moving between it and the app keeps one renderer', async () => {
    const [page, robots, manifest] = [
      await get('/orders'),
      await get('/robots.txt'),
      await get('/manifest.webmanifest'),
    ];
    expect(robots.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(robots.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(robots.headers.get('Origin-Agent-Cluster')).toBe(page.headers.get('Origin-Agent-Cluster'));
    expect(manifest.headers.has('Cross-Origin-Opener-Policy')).toBe(false);
  });
});

describe('precompressed assets', () => {
  const withEncoding = (path: string, acceptEncoding?: string) =>
    t.app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

  it('sends the brotli copy to a browser that takes it, else gzip, with Content-Encoding and Vary', async () => {
    const br = await withEncoding('/assets/index-Bx12ab.js', 'gzip, deflate, br, zstd');
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('Content-Type')).toMatch(/javascript/);
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(appJs);

    const gz = await withEncoding('/assets/index-Bx12ab.js', 'gzip');
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(appJs);
  });

  it('sends the plain file to one that takes neither, still varying on Accept-Encoding', async () => {
    const plain = await withEncoding('/assets/index-Bx12ab.js', 'identity');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(appJs);
  });

  it('leaves uploads as they were', async () => {
    const token = await t.tokenFor(await t.createUser());
    const body = new FormData();
    const png = pngFile('photo.png', [40, 120, 200]);
    body.append('file', new Blob([png.buffer], { type: png.mimeType }), png.name);
    const uploaded = await t.app.request('/api/file', {
      method: 'POST',
      body,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { url: string } };
    const res = await withEncoding(data.url, 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Type')).toBe('image/png');
  });
});

describe('without a built app', () => {
  it('still answers the API, and 404 elsewhere', async () => {
    const bare = await createTestApp();
    try {
      expect((await bare.app.request('/api/health')).status).toBe(200);
      expect((await bare.app.request('/orders')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
