import { Agent } from 'node:https';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { makeTestSubscription } from '../../tests/helpers/push-crypto';
import { startPushServiceStub, type PushServiceStub } from '../../tests/helpers/push-service-stub';
import { createApp } from '../app';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { signToken } from '../auth/token';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { addresses } from '../db/schema/addresses';
import { products } from '../db/schema/products';
import { pushJobs } from '../db/schema/push-jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import { users } from '../db/schema/users';
import { tashkentDate } from '../db/seed/time';
import { createPushSender } from './push-sender';
import { startPushWorker } from './push-worker';

// A server instance is disposable: here the database is closed with a push still queued (the
// instance is gone), opened again as a new instance would open it, and the new instance's worker
// sends the push. PGlite keeps its files in DATA_DIR; with TEST_DATABASE_URL it is PostgreSQL.
let stub: PushServiceStub;
let dataDir: string;
let fresh: FreshDatabase;
let config: Config;

beforeAll(async () => {
  stub = await startPushServiceStub();
  dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-push-restart-'));
  fresh = await freshDatabase({ pgliteDir: join(dataDir, 'pglite') });
  config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: fresh.url,
    DEMO_DATA: '0',
    PUSH_ALLOWED_ORIGINS: stub.origin,
  });
}, 60_000);
afterAll(async () => {
  await stub?.close();
  await fresh?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const open = async (): Promise<Database> => {
  const database = openDatabase(fresh.open);
  await database.migrate();
  return database;
};
const senderOn = (database: Database) =>
  createPushSender(database.db, config.push, { agent: new Agent({ ca: stub.certificate }) });

describe('push jobs across a restart', () => {
  it('an order placed just before the instance goes away is pushed once by the next instance', async () => {
    const sub = makeTestSubscription(`${stub.origin}/push/restart`);
    let orderId: number;
    const first = await open();
    try {
      const db = first.db;
      const [courier] = await db
        .insert(users)
        .values({ fullName: 'Kuryer', phone: '+998901110001', role: 'courier', status: 'active' })
        .returning();
      const [customer] = await db
        .insert(users)
        .values({ fullName: 'Mijoz', phone: '+998901110002', role: 'user', status: 'active' })
        .returning();
      const [address] = await db
        .insert(addresses)
        .values({ userId: customer!.id, region: 'Toshkent', district: 'Sergeli', street: 'Yangi', house: '1' })
        .returning();
      const [product] = await db
        .insert(products)
        .values({ name: 'Suv 18,9 l', price: 20_000, unit: 'litr', stock: 10 })
        .returning();
      const app = createApp({ db, dbKind: first.kind, config });
      const secret = await resolveJwtSecret(db, config);
      const call = async (token: string, path: string, body: unknown) =>
        app.request(path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect(
        (
          await call(await signToken(courier!, secret), '/api/push/subscription', {
            endpoint: sub.endpoint,
            keys: sub.keys,
          })
        ).status,
      ).toBe(201);
      const placed = await call(await signToken(customer!, secret), '/api/order-history', {
        addressId: address!.id,
        items: [{ productId: product!.id, quantity: 1 }],
        paymentMethod: 'cash',
        deliveryDate: tashkentDate(new Date()),
      });
      expect(placed.status).toBe(201);
      orderId = ((await placed.json()) as { data: { id: number } }).data.id;
    } finally {
      await first.close(); // gone before its worker ever ran
    }
    expect(stub.received).toHaveLength(0);

    const second = await open();
    try {
      const sender = senderOn(second);
      expect(await sender.runOnce()).toBe(1);
      expect(await sender.runOnce()).toBe(0);
      expect(stub.received).toHaveLength(1);
      expect(JSON.parse(sub.decrypt(stub.received[0]!.body))).toMatchObject({ type: 'new-order', id: orderId! });
      expect(await second.db.select().from(pushJobs)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('a job claimed by an instance that died mid-send is sent by another once the claim’s lease runs out, and not before', async () => {
    const database = await open();
    try {
      const { db } = database;
      const [subscription] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
      const [row] = await db
        .insert(pushJobs)
        .values({
          subscriptionId: subscription!.id,
          payload: { type: 'new-reminder', id: 1, title: 'Yangi eslatma', body: 'Sinov', url: '/reminders' },
          ttl: 60,
          urgency: 'normal',
          topic: 'reminders',
          // As the claim of a worker that died at once leaves it: leased for the next minute.
          runAt: sql`now() + interval '60 seconds'`,
          attempts: 1,
        })
        .returning();
      const sender = senderOn(database);
      const before = stub.received.length;
      expect(await sender.runOnce()).toBe(0);
      await db.execute(sql`update push_jobs set run_at = now() - interval '1 second' where id = ${row!.id}`); // the lease ran out
      expect(await sender.runOnce()).toBe(1);
      expect(stub.received).toHaveLength(before + 1);
    } finally {
      await database.close();
    }
  });

  it('a running worker sends as soon as the order commits, without waiting for its next poll', async () => {
    const database = await open();
    const worker = await startPushWorker(
      database.db,
      { ...config.push, pollMs: 10 * 60_000 },
      {
        listen: database.listen,
        agent: new Agent({ ca: stub.certificate }),
      },
    );
    try {
      const { db } = database;
      const [customer] = await db.select().from(users).where(eq(users.role, 'user'));
      const [address] = await db.select().from(addresses);
      const [product] = await db.select().from(products);
      const before = stub.received.length;
      const res = await createApp({ db, dbKind: database.kind, config }).request('/api/order-history', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await signToken(customer!, await resolveJwtSecret(db, config))}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          addressId: address!.id,
          items: [{ productId: product!.id, quantity: 1 }],
          paymentMethod: 'cash',
          deliveryDate: tashkentDate(new Date()),
        }),
      });
      expect(res.status).toBe(201);
      // The poll is ten minutes away: only the NOTIFY sent at commit can bring this push in time.
      await stub.waitFor(before + 1, 20_000);
    } finally {
      await worker.stop();
      await database.close();
    }
  });
});
