import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.tokenFor(await t.createUser({ passwordHash: null }));
}, 60_000);
afterAll(() => t.close());

// Unauthenticated amplification: 956 KB of unknown keys answered 4.1 MB echoing every key.
describe('validation errors are bounded', () => {
  it('lists at most 20 problems of a sign-in with 90,000 unknown keys and counts the rest', async () => {
    const body: Record<string, unknown> = { phone: '+998900000001', password: 'x' };
    for (let i = 0; i < 90_000; i++) body[i.toString(36)] = 0;
    const sent = JSON.stringify(body);
    expect(sent.length).toBeLessThan(1024 * 1024);
    const res = await t.call('POST', '/api/auth/sign-in', { body });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(4_000);
    const { meta } = JSON.parse(text);
    expect(meta.errors).toHaveLength(20);
    expect(meta.errors[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    expect(meta.more).toBe(90_000 - 20);
  }, 60_000);

  it('answers a 60,000-part multipart upload small', async () => {
    const form = new FormData();
    for (let i = 0; i < 60_000; i++) form.append(`p${i}`, '');
    const res = await t.app.request('/api/file', {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text.length).toBeLessThan(4_000);
    expect(JSON.parse(text).meta.more).toBeGreaterThan(59_000);
  }, 60_000);

  it('leaves a short list as it is, without `more`', async () => {
    const res = await t.call('POST', '/api/auth/sign-in', { body: { phone: 1 } });
    const { meta } = await json(res);
    expect(meta.errors.length).toBeLessThanOrEqual(20);
    expect(meta).not.toHaveProperty('more');
  });
});
