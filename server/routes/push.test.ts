import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { makeTestSubscription } from '../../tests/helpers/push-crypto';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { pushJobs } from '../db/schema/push-jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import { vapidKeys } from '../db/schema/vapid-keys';
import { loadPushConfig } from '../push/push-config';

const selfHosted = 'https://push.example.test:8443';
let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp({ push: loadPushConfig({ PUSH_ALLOWED_ORIGINS: selfHosted }) });
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const subscription = (endpoint = `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`) => {
  const { keys } = makeTestSubscription(endpoint);
  return { endpoint, expirationTime: null, keys };
};
const subscribe = (token: string | undefined, body: unknown) =>
  t.call('POST', '/api/push/subscription', { token, body });
const rowsFor = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push/key', () => {
  it('gives every staff member the same VAPID public key, generated once and kept in the database', async () => {
    const res = await t.call('GET', '/api/push/key', { token: p.courier.token });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/); // 65 bytes, an uncompressed P-256 point
    expect((await json(await t.call('GET', '/api/push/key', { token: p.admin.token }))).data).toEqual(data);
    const stored = await t.db.select().from(vapidKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.publicKey).toBe(data.publicKey);
  });

  it('uses VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when they are set', async () => {
    const pair = webpush.generateVAPIDKeys();
    const configured = await createTestApp({
      push: loadPushConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }),
    });
    try {
      const admin = await configured.createUser({ passwordHash: null });
      const res = await configured.call('GET', '/api/push/key', { token: await configured.tokenFor(admin) });
      expect((await json(res)).data).toEqual({ publicKey: pair.publicKey });
      expect(await configured.db.select().from(vapidKeys)).toEqual([]);
    } finally {
      await configured.close();
    }
  });
});

describe('POST and DELETE /api/push/subscription', () => {
  it('stores a subscription for each staff role and answers 201 with its id', async () => {
    for (const who of [p.courier, p.admin, p.superadmin]) {
      const body = subscription();
      const res = await subscribe(who.token, body);
      expect(res.status).toBe(201);
      const { data } = await json(res);
      const [row] = await rowsFor(body.endpoint);
      expect(row).toMatchObject({
        id: data.id,
        userId: who.user.id,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        failures: 0,
      });
    }
  });

  it('moves an endpoint subscribed again to the new caller, with the new keys: one phone, one subscription', async () => {
    const first = subscription();
    const firstId = (await json(await subscribe(p.courier.token, first))).data.id;
    const again = { ...subscription(first.endpoint) };
    const res = await subscribe(p.courier2.token, again);
    expect(res.status).toBe(201);
    expect((await json(res)).data.id).toBe(firstId);
    const rows = await rowsFor(first.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: p.courier2.user.id, p256dh: again.keys.p256dh });
  });

  it('a phone moving to another person drops what was queued for the last one; the same person again keeps it', async () => {
    const phone = subscription();
    const id = (await json(await subscribe(p.courier.token, phone))).data.id as number;
    const job = (title: string) => ({
      subscriptionId: id,
      payload: { type: 'assigned' as const, id: 1, title, body: 'Chilonzor', url: '/orders?order=1' },
      ttl: 3600,
      urgency: 'high' as const,
      topic: 'order-1',
    });
    await t.db.insert(pushJobs).values(job('Sizga buyurtma biriktirildi #1'));
    const queued = () =>
      t.db
        .select({ title: sql<string>`${pushJobs.payload}->>'title'` })
        .from(pushJobs)
        .where(eq(pushJobs.subscriptionId, id));

    expect((await subscribe(p.courier.token, phone)).status).toBe(201); // the app re-sends it on every start
    expect(await queued()).toEqual([{ title: 'Sizga buyurtma biriktirildi #1' }]);

    const adminsPhone = (await json(await subscribe(p.admin.token, subscription()))).data.id as number;
    const [othersJob] = await t.db
      .insert(pushJobs)
      .values({ ...job('Boshqa telefon uchun'), subscriptionId: adminsPhone })
      .returning();
    expect((await subscribe(p.courier2.token, subscription(phone.endpoint))).status).toBe(201);
    expect(await queued()).toEqual([]);
    expect(await t.db.select().from(pushJobs).where(eq(pushJobs.id, othersJob!.id))).toHaveLength(1);
    expect((await rowsFor(phone.endpoint))[0]).toMatchObject({ id, userId: p.courier2.user.id });
  });

  it('accepts the known push services and an origin from PUSH_ALLOWED_ORIGINS', async () => {
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx1abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      `${selfHosted}/push/abc`,
    ]) {
      expect((await subscribe(p.courier.token, subscription(endpoint))).status, endpoint).toBe(201);
    }
  });

  it('refuses an endpoint the server must never call (SSRF), naming the field, and stores nothing', async () => {
    const before = (await t.db.select().from(pushSubscriptions)).length;
    for (const endpoint of [
      'http://127.0.0.1:5432',
      'https://example.com',
      'file:///etc/passwd',
      'http://169.254.169.254',
      // Read by web-push's url.parse as other hosts or paths than the check saw (issue 19).
      'https:/fcm.googleapis.com/../internal/admin/reset?confirm=yes',
      'https://127.0.0.2%2enotify.windows.com/x',
      'https://169.254.169.254%2enotify.windows.com/x',
    ]) {
      const res = await subscribe(p.courier.token, subscription(endpoint));
      expect(res.status, endpoint).toBe(400);
      const body = await json(res);
      expect(body.data).toBeNull();
      expect(body.meta.errors).toEqual([
        { path: 'endpoint', message: 'Bildirishnoma xizmati manzili qabul qilinmaydi' },
      ]);
    }
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(before);
  });

  it('refuses bad bodies with 400 in the contract’s shape', async () => {
    const good = subscription();
    for (const bad of [
      {},
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: 'not base64url!' } },
      { ...good, endpoint: 42 },
      { ...good, extra: true },
      { ...good, endpoint: `https://fcm.googleapis.com/${'x'.repeat(1000)}` },
      { ...good, endpoint: 'https://fcm.googleapis.com/fcm/send/\u0000' },
    ]) {
      const res = await subscribe(p.courier.token, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect((await json(res)).meta.message).toBe('Maʼlumotlar notoʻgʻri');
    }
    const noJson = await t.call('POST', '/api/push/subscription', {
      token: p.courier.token,
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(noJson.status).toBe(415);
    expect(await rowsFor(good.endpoint)).toEqual([]);
  });

  it('refuses keys no browser makes: p256dh must be a 65-byte P-256 point (0x04 first), auth 16 bytes', async () => {
    const good = subscription();
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    const compressed = Buffer.concat([Buffer.from([0x02]), point.subarray(1, 33)]);
    const notUncompressed = Buffer.from(point).fill(0x03, 0, 1);
    for (const [field, keys] of [
      ['keys.p256dh', { ...good.keys, p256dh: compressed.toString('base64url') }],
      ['keys.p256dh', { ...good.keys, p256dh: notUncompressed.toString('base64url') }],
      ['keys.p256dh', { ...good.keys, p256dh: point.subarray(0, 64).toString('base64url') }],
      ['keys.auth', { ...good.keys, auth: Buffer.alloc(15, 7).toString('base64url') }],
      ['keys.auth', { ...good.keys, auth: Buffer.alloc(32, 7).toString('base64url') }],
    ] as const) {
      const res = await subscribe(p.courier.token, { ...good, keys });
      expect(res.status, JSON.stringify(keys)).toBe(400);
      const body = await json(res);
      expect(body.meta.message).toBe('Maʼlumotlar notoʻgʻri');
      expect(body.meta.errors.map((e: { path: string }) => e.path)).toEqual([field]);
    }
    expect(await rowsFor(good.endpoint)).toEqual([]);
    // Padded base64url, as some browsers send it, is still the same key.
    expect(
      (
        await subscribe(p.courier.token, {
          ...good,
          keys: { p256dh: `${good.keys.p256dh}=`, auth: `${good.keys.auth}==` },
        })
      ).status,
    ).toBe(201);
  });

  it('deletes the caller’s own subscription (204), is idempotent, and leaves other people’s alone', async () => {
    const mine = subscription();
    const theirs = subscription();
    await subscribe(p.courier.token, mine);
    await subscribe(p.admin.token, theirs);
    const del = (token: string, endpoint: string) =>
      t.call('DELETE', '/api/push/subscription', { token, body: { endpoint } });
    expect((await del(p.courier.token, mine.endpoint)).status).toBe(204);
    expect(await rowsFor(mine.endpoint)).toEqual([]);
    expect((await del(p.courier.token, mine.endpoint)).status).toBe(204);
    expect((await del(p.courier.token, theirs.endpoint)).status).toBe(204);
    expect(await rowsFor(theirs.endpoint)).toHaveLength(1);
    expect((await t.call('DELETE', '/api/push/subscription', { token: p.courier.token, body: {} })).status).toBe(400);
  });

  it('is for staff only: customers 403, no token 401, a blocked user 401', async () => {
    const calls = [
      ['GET', '/api/push/key', undefined],
      ['POST', '/api/push/subscription', subscription()],
      ['DELETE', '/api/push/subscription', { endpoint: 'https://fcm.googleapis.com/x' }],
    ] as const;
    const blocked = await t.createUser({ role: 'courier', status: 'blocked', passwordHash: null });
    const blockedToken = await t.tokenFor(blocked);
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { token: p.customer.token, body })).status, `${method} ${path} customer`).toBe(
        403,
      );
      expect((await t.call(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.call(method, path, { token: blockedToken, body })).status, `${method} ${path} blocked`).toBe(401);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.customer.user.id))).toEqual(
      [],
    );
  });
});
