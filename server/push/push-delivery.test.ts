import { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAddress, addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { makeTestSubscription, verifyVapid, type TestSubscription } from '../../tests/helpers/push-crypto';
import { startPushServiceStub, type PushServiceStub } from '../../tests/helpers/push-service-stub';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { pushJobs } from '../db/schema/push-jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import { users } from '../db/schema/users';
import { day, tashkentDate } from '../db/seed/time';
import { logger } from '../log';
import { scheduleReminders } from '../reminders/schedule';
import { loadPushConfig } from './push-config';
import { createPushSender } from './push-sender';
import { startPushWorker } from './push-worker';

let stub: PushServiceStub;
let t: TestApp;
let p: People;
let sender: ReturnType<typeof createPushSender>;
let addressId: number;
let productId: number;

beforeAll(async () => {
  stub = await startPushServiceStub();
  t = await createTestApp({
    push: loadPushConfig({ PUSH_ALLOWED_ORIGINS: stub.origin, VAPID_SUBJECT: 'mailto:ops@yetkaz.uz' }),
  });
  p = await makePeople(t);
  addressId = (await addAddress(t, p.customer.user.id, { district: 'Yunusobod' })).id;
  productId = (await addProduct(t, { price: 20_000 })).id;
  // The sending side trusts the stub's self-signed certificate, and nothing else extra.
  sender = createPushSender(t.db, t.config.push, { agent: new Agent({ ca: stub.certificate }), retryBaseMs: 20 });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
beforeEach(async () => {
  await t.db.delete(pushSubscriptions);
  stub.received.length = 0;
});

async function subscribeAs(token: string): Promise<TestSubscription> {
  const sub = makeTestSubscription(`${stub.origin}/push/${Math.random().toString(36).slice(2)}`);
  const res = await t.call('POST', '/api/push/subscription', {
    token,
    body: { endpoint: sub.endpoint, keys: sub.keys },
  });
  expect(res.status).toBe(201);
  return sub;
}

const placeOrder = async () => {
  const res = await t.call('POST', '/api/order-history', {
    token: p.customer.token,
    body: {
      addressId,
      items: [{ productId, quantity: 3 }],
      paymentMethod: 'cash',
      deliveryDate: tashkentDate(new Date()),
    },
  });
  expect(res.status).toBe(201);
  return (await json(res)).data as { id: number; number: number };
};

/** Runs the sender until no job is left, waiting out retry backoffs (a few tens of ms here). */
async function drain() {
  for (let round = 0; round < 200; round++) {
    await sender.runOnce();
    if (!(await t.db.select({ id: pushJobs.id }).from(pushJobs)).length) return;
    await new Promise((wake) => setTimeout(wake, 20));
  }
  throw new Error('push jobs did not drain');
}

const publicKey = async () =>
  (await json(await t.call('GET', '/api/push/key', { token: p.admin.token }))).data.publicKey as string;
const pushesTo = (sub: TestSubscription) =>
  stub.received.filter((r) => `${stub.origin}${r.path}` === sub.endpoint && r.status === 201);

describe('push delivery through a push service over HTTPS', () => {
  it('a new order: one encrypted, VAPID-signed push per subscribed staff member, with the order’s TTL, urgency and topic', async () => {
    const courier = await subscribeAs(p.courier.token);
    const admin = await subscribeAs(p.admin.token);
    const placed = Date.now();
    const order = await placeOrder();
    expect(stub.received).toHaveLength(0); // the request did not wait on the push service
    await drain();
    // An hour, less the whole seconds the job waited (none, unless the machine is busy).
    const waited = Math.floor((Date.now() - placed) / 1000);

    expect(stub.received).toHaveLength(2);
    const key = await publicKey();
    for (const [sub, url] of [
      [courier, `/orders?order=${order.id}`],
      [admin, `/orders/${order.id}/products`],
    ] as const) {
      const [push] = pushesTo(sub);
      expect(push, url).toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeLessThanOrEqual(3600);
      expect(Number(push!.headers.ttl)).toBeGreaterThanOrEqual(3600 - waited);
      expect(push!.headers.urgency).toBe('high');
      expect(push!.headers.topic).toBe(`order-${order.id}`);
      const claims = verifyVapid(push!.headers, key);
      expect(claims.aud).toBe(stub.origin);
      expect(claims.sub).toBe('mailto:ops@yetkaz.uz');
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
      const payload = JSON.parse(sub.decrypt(push!.body));
      expect(payload).toEqual({
        type: 'new-order',
        id: order.id,
        number: order.number,
        title: `Yangi buyurtma #${order.number}`,
        body: 'Dilshod Rahimov, Yunusobod, 70 000 soʻm', // 60 000 of water, 10 000 for delivery
        url,
      });
      expect(push!.body.length).toBeLessThan(2048);
    }
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, courier.endpoint));
    expect(row!.lastSuccessAt).not.toBeNull();
  });

  it('placing an order never waits on the push service: a POST answers while the worker is stuck on a push that hangs', async () => {
    const sub = await subscribeAs(p.courier.token);
    const hang = stub.hold();
    const worker = await startPushWorker(
      t.db,
      { ...t.config.push, pollMs: 10 },
      { agent: new Agent({ ca: stub.certificate }) },
    );
    try {
      const first = await placeOrder();
      await stub.waitForHeld(1); // the worker is sending the first order's push, and gets no answer
      const second = await placeOrder();
      expect(stub.holding).toBe(1); // answered while that push still hangs
      expect(stub.received).toHaveLength(0);
      hang.release();
      await stub.waitFor(2);
      expect(
        pushesTo(sub)
          .map((r) => JSON.parse(sub.decrypt(r.body)).id)
          .sort(),
      ).toEqual([first.id, second.id].sort());
    } finally {
      hang.release();
      await worker.stop();
    }
  });

  it('sends nothing to customers, blocked staff or a courier demoted after the push was queued', async () => {
    const demoted = await t.createUser({ role: 'courier', passwordHash: null });
    const blocked = await t.createUser({ role: 'courier', passwordHash: null });
    const demotedSub = await subscribeAs(await t.tokenFor(demoted));
    const blockedSub = await subscribeAs(await t.tokenFor(blocked));
    const kept = await subscribeAs(p.courier2.token);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked.id));
    await placeOrder();
    await t.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    await drain();
    expect(pushesTo(kept)).toHaveLength(1);
    expect(pushesTo(demotedSub)).toHaveLength(0);
    expect(pushesTo(blockedSub)).toHaveLength(0);
    expect(stub.received).toHaveLength(1);
  });

  it('410 Gone: the subscription is deleted and gets nothing more', async () => {
    const sub = await subscribeAs(p.courier.token);
    stub.answerNext(410);
    await placeOrder();
    await drain();
    expect(stub.received.map((r) => r.status)).toEqual([410]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
    await placeOrder();
    await drain();
    expect(stub.received).toHaveLength(1);
  });

  it('404 Not Found: the subscription is deleted too, with the jobs waiting for it', async () => {
    const sub = await subscribeAs(p.courier.token);
    stub.answerNext(404);
    await placeOrder();
    await drain();
    expect(stub.received.map((r) => r.status)).toEqual([404]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
    await placeOrder();
    await drain();
    expect(stub.received).toHaveLength(1);
  });

  it('a refusal for good (403): the job is dropped, counted on the subscription and logged as one JSON line', async () => {
    const logged = vi.spyOn(logger, 'error');
    const printed = vi.spyOn(console, 'error');
    try {
      const sub = await subscribeAs(p.courier.token);
      stub.answerNext(403);
      await placeOrder();
      await drain();
      expect(stub.received.map((r) => r.status)).toEqual([403]);
      const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
      expect(row!.failures).toBe(1);
      expect(logged).toHaveBeenCalledWith(
        { jobId: expect.any(Number), status: 403, body: expect.any(String) },
        'push refused by the push service',
      );
      expect(printed).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
      printed.mockRestore();
    }
  });

  it('503 then 201: retried after a backoff and delivered exactly once', async () => {
    const sub = await subscribeAs(p.courier.token);
    stub.answerNext(503, 429);
    const order = await placeOrder();
    await drain();
    expect(stub.received.map((r) => r.status)).toEqual([503, 429, 201]);
    expect(pushesTo(sub)).toHaveLength(1);
    expect(JSON.parse(sub.decrypt(pushesTo(sub)[0]!.body)).id).toBe(order.id);
  });

  it('gives up after the attempts’ cap, counting the failure on the subscription', async () => {
    const capped = createPushSender(t.db, t.config.push, {
      agent: new Agent({ ca: stub.certificate }),
      retryBaseMs: 1,
      maxAttempts: 2,
    });
    const sub = await subscribeAs(p.courier.token);
    stub.answerNext(500, 500);
    await placeOrder();
    for (let round = 0; round < 100 && (await t.db.select().from(pushJobs)).length; round++) {
      await capped.runOnce();
      await new Promise((wake) => setTimeout(wake, 10));
    }
    expect(stub.received.map((r) => r.status)).toEqual([500, 500]);
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(row!.failures).toBe(1);
  });

  it('an assignment by an admin reaches that courier only; a courier taking an order sends nothing', async () => {
    await t.db.delete(pushJobs);
    const mine = await subscribeAs(p.courier.token);
    const other = await subscribeAs(p.courier2.token);
    await subscribeAs(p.admin.token);
    const order = await addOrder(t, p.customer.user, { status: 'accepted', number: 777 });
    const res = await t.call('PATCH', `/api/order-history/${order.id}`, {
      token: p.admin.token,
      body: { status: 'courier', courierId: p.courier.user.id },
    });
    expect(res.status).toBe(200);
    const taken = await addOrder(t, p.customer.user, { status: 'accepted' });
    expect(
      (
        await t.call('PATCH', `/api/order-history/${taken.id}`, {
          token: p.courier2.token,
          body: { status: 'courier' },
        })
      ).status,
    ).toBe(200);
    await drain();
    expect(stub.received).toHaveLength(1);
    expect(pushesTo(other)).toHaveLength(0);
    expect(JSON.parse(mine.decrypt(pushesTo(mine)[0]!.body))).toMatchObject({
      type: 'assigned',
      id: order.id,
      title: 'Sizga buyurtma biriktirildi #777',
      url: `/orders?order=${order.id}`,
    });
  });

  it('new reminders: one push per courier for the scheduler’s run, none for admins', async () => {
    const courier = await subscribeAs(p.courier.token);
    const admin = await subscribeAs(p.admin.token);
    const water = await addProduct(t, { name: 'Suv 18,9 l', isReturnable: true });
    const tenDaysAgo = new Date(Date.now() - 10 * day);
    for (const fullName of ['Aziza Karimova', 'Bobur Aliyev']) {
      const customer = await t.createUser({ role: 'user', passwordHash: null, fullName });
      await addOrder(t, customer, {
        status: 'delivered',
        createdAt: tenDaysAgo,
        deliveredAt: tenDaysAgo,
        lines: [{ productId: water.id, quantity: 1, price: 18_000 }],
      });
    }
    expect(await scheduleReminders(t.db)).toBe(2);
    await drain();
    expect(pushesTo(admin)).toHaveLength(0);
    expect(pushesTo(courier)).toHaveLength(1);
    expect(pushesTo(courier)[0]!.headers.topic).toBe('reminders');
    expect(JSON.parse(courier.decrypt(pushesTo(courier)[0]!.body))).toMatchObject({
      type: 'new-reminder',
      title: 'Yangi eslatma',
      body: '2 ta mijozga qoʻngʻiroq qilish kerak',
      url: '/reminders',
    });
  });

  it('drops, unsent, a job older than its TTL and one whose endpoint is no longer allowed', async () => {
    const sub = await subscribeAs(p.courier.token);
    await placeOrder();
    await t.db.update(pushJobs).set({ createdAt: new Date(Date.now() - 3601_000) }); // an hour and a second
    expect(await sender.runOnce()).toBe(1);
    await placeOrder();
    const strict = createPushSender(t.db, loadPushConfig({}), { agent: new Agent({ ca: stub.certificate }) });
    expect(await strict.runOnce()).toBe(1);
    expect(stub.received).toHaveLength(0);
    expect(await t.db.select().from(pushJobs)).toEqual([]);
    expect(pushesTo(sub)).toHaveLength(0);
  });

  it('a job sent late gets only the rest of its TTL: the alert expires when it would have had it gone at once', async () => {
    const sub = await subscribeAs(p.courier.token);
    await placeOrder();
    await t.db.update(pushJobs).set({ createdAt: new Date(Date.now() - 600_000) }); // ten minutes in the queue (retries, an outage)
    await drain();
    const ttl = Number(pushesTo(sub)[0]!.headers.ttl);
    expect(ttl).toBeLessThanOrEqual(3000);
    expect(ttl).toBeGreaterThan(2990);
  });

  it('a refused order queues nothing: the jobs live and die with the order’s transaction', async () => {
    await subscribeAs(p.courier.token);
    const res = await t.call('POST', '/api/order-history', {
      token: p.customer.token,
      body: {
        addressId,
        items: [{ productId: 2_000_000_000, quantity: 1 }],
        paymentMethod: 'cash',
        deliveryDate: tashkentDate(new Date()),
      },
    });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(pushJobs)).toEqual([]);
  });

  it('two workers sharing the database never send one job twice', async () => {
    const subs = [
      await subscribeAs(p.courier.token),
      await subscribeAs(p.courier2.token),
      await subscribeAs(p.admin.token),
    ];
    const second = createPushSender(t.db, t.config.push, { agent: new Agent({ ca: stub.certificate }) });
    for (let i = 0; i < 8; i++) await placeOrder();
    await Promise.all([sender.runOnce(), second.runOnce(), sender.runOnce(), second.runOnce()]);
    await drain();
    expect(stub.received).toHaveLength(24);
    for (const sub of subs) {
      const ids = pushesTo(sub).map((r) => JSON.parse(sub.decrypt(r.body)).id);
      expect(new Set(ids).size).toBe(8);
    }
  });
});
