import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHistoryPatchBody } from '../../src/contract/schemas/order-history';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** Every route the app mounts under /api, as the document writes it (`/order-history/{id}`). */
const mountedRoutes = () =>
  t.app.routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/api/') && !path.includes('*'))
    .map(({ method, path }) => `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route the app mounts', async () => {
    const res = await t.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const document = await json(res);
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths as Record<string, object>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(mountedRoutes().length).toBeGreaterThan(60);
    expect(described).toEqual(expect.arrayContaining(mountedRoutes()));
  });

  it('asks for a token everywhere but sign-in, health and its own pages', async () => {
    const document = await json(await t.call('GET', '/api/openapi.json'));
    const open = Object.entries(document.paths as Record<string, Record<string, { security?: unknown[] }>>)
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ method, path }) => `${method} ${path}`);
    expect(open.sort()).toEqual(
      [
        'post /api/auth/sign-in',
        'get /api/health',
        'get /api/health/ready',
        'get /api/openapi.json',
        'get /api/docs',
        'get /api/docs/swagger-ui.js',
        'get /api/docs/swagger-ui.css',
        'get /api/docs/start.js',
      ].sort(),
    );
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('describes an input with the zod schema that validates it', async () => {
    const document = await json(await t.call('GET', '/api/openapi.json'));
    const body = document.paths['/api/order-history/{id}'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(Object.keys(orderHistoryPatchBody.shape));
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.bottlesReturned).toMatchObject({ type: 'integer', minimum: 0, maximum: 99 });
  });
});

describe('GET /api/docs', () => {
  it('is a reference page whose scripts come from this server, under the app’s CSP', async () => {
    const res = await t.call('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const page = await res.text();
    expect(page).toContain('<html lang="uz">');
    expect([...page.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/api/docs/swagger-ui.js',
      '/api/docs/start.js',
    ]);
    expect(page).toContain('<link rel="stylesheet" href="/api/docs/swagger-ui.css" />');
    expect(page).not.toMatch(/<script>|https?:\/\//);
    for (const [file, type] of [
      ['/api/docs/swagger-ui.js', 'text/javascript'],
      ['/api/docs/start.js', 'text/javascript'],
      ['/api/docs/swagger-ui.css', 'text/css'],
    ]) {
      const served = await t.call('GET', file!);
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toContain(type);
    }
  });
});
