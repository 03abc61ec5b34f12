import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../tests/helpers/fresh-database';
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process';
import { hashPassword } from './auth/password';
import { openDatabase } from './db/client';
import { addresses } from './db/schema/addresses';
import { products } from './db/schema/products';
import { users } from './db/schema/users';
import { encodePng } from './db/seed/png';

const phones = {
  admin: '+998930000001',
  courierA: '+998930000002',
  courierB: '+998930000003',
  customer: '+998930000004',
  locked: '+998930000005',
  blocked: '+998930000006',
};
const password = 'ikki-nusxa-123';

let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;

const call = async (server: ServerProcess, method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};
const signIn = async (server: ServerProcess, phone: string, pass = password) =>
  call(server, 'POST', '/auth/sign-in', { phone, password: pass });
const tokenOn = async (server: ServerProcess, phone: string) => (await signIn(server, phone)).body.data.token as string;

// Needs a real PostgreSQL server, which `.ci/run` starts and names in TEST_DATABASE_URL; in-memory
// PGlite cannot be shared by two processes, so without it there is nothing to run this against.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await freshDatabase();
    const env = { DATABASE_URL: database.url!, JWT_SECRET: '', LOG_LEVEL: 'silent' };
    // Started together: the second waits for the first one's migrations.
    [a, b] = await Promise.all([
      startServerProcess({ demoData: false, apiOnly: true, env }),
      startServerProcess({ demoData: false, apiOnly: true, env }),
    ]);
    const { db, close } = openDatabase({ databaseUrl: database.url });
    try {
      const passwordHash = await hashPassword(password);
      const made = await db
        .insert(users)
        .values([
          { fullName: 'Admin', phone: phones.admin, role: 'admin', passwordHash },
          { fullName: 'Kuryer A', phone: phones.courierA, role: 'courier', passwordHash },
          { fullName: 'Kuryer B', phone: phones.courierB, role: 'courier', passwordHash },
          { fullName: 'Mijoz', phone: phones.customer, role: 'user', passwordHash },
          { fullName: 'Bloklanadigan', phone: phones.locked, role: 'admin', passwordHash },
          { fullName: 'Kuryer C', phone: phones.blocked, role: 'courier', passwordHash },
        ])
        .returning();
      await db.insert(addresses).values({
        userId: made[3]!.id,
        region: 'Toshkent',
        district: 'Yunusobod',
        street: 'Amir Temur',
        house: '1',
        isDefault: true,
      });
      await db.insert(products).values({ name: 'Suv 18,9 l', price: 18_000, unit: 'litr', stock: 50 });
    } finally {
      await close();
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    await Promise.all([a, b].map((server) => server && rm(server.dataDir, { recursive: true, force: true })));
  });

  it('accepts on B a token signed in on A', async () => {
    const token = await tokenOn(a, phones.admin);
    const me = await call(b, 'GET', '/auth/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body.data.phone).toBe(phones.admin);
  });

  it('serves from B a file uploaded on A, and its thumbnail', async () => {
    const token = await tokenOn(a, phones.admin);
    const png = encodePng(200, 100, (x, y) => [x % 256, y % 256, 30]);
    const form = new FormData();
    form.append('file', new File([png], 'suv.png', { type: 'image/png' }));
    const uploaded = await fetch(`${a.url}/api/file`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b.url}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${b.url}${url}?w=96`)).headers.get('Content-Type')).toBe('image/webp');
  });

  it('lets exactly one of two couriers take one order, one through A and one through B at once', async () => {
    const customer = await tokenOn(a, phones.customer);
    const admin = await tokenOn(a, phones.admin);
    const [address] = (await call(b, 'GET', '/address?limit=1', undefined, admin)).body.data;
    const [product] = (await call(b, 'GET', '/product?limit=1', undefined, admin)).body.data;
    const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const placed = await call(
      a,
      'POST',
      '/order-history',
      { addressId: address.id, items: [{ productId: product.id, quantity: 2 }], paymentMethod: 'cash', deliveryDate },
      customer,
    );
    expect(placed.status).toBe(201);
    const [courierA, courierB] = [await tokenOn(a, phones.courierA), await tokenOn(b, phones.courierB)];
    const takes = await Promise.all([
      call(a, 'PATCH', `/order-history/${placed.body.data.id}`, { status: 'courier' }, courierA),
      call(b, 'PATCH', `/order-history/${placed.body.data.id}`, { status: 'courier' }, courierB),
    ]);
    expect(takes.map((take) => take.status).sort()).toEqual([200, 409]);
    const winner = takes.find((take) => take.status === 200)!.body.data.courierId;
    const order = await call(b, 'GET', `/order-history?search=${placed.body.data.number}`, undefined, admin);
    expect(order.body.data[0]).toMatchObject({ status: 'courier', courierId: winner, version: 2 });
  });

  // Each instance keeps table versions and user rows in memory; another instance's commit reaches it
  // by NOTIFY a moment later (at most a second), hence expect.poll.
  it('refuses on B a courier blocked through A', async () => {
    const courier = await tokenOn(b, phones.blocked);
    const { id } = (await call(b, 'GET', '/auth/me', undefined, courier)).body.data;
    expect((await call(b, 'GET', '/order-history/new-and-not-delivered', undefined, courier)).status).toBe(200);
    expect((await call(a, 'PATCH', `/user/${id}`, { status: 'blocked' }, await tokenOn(a, phones.admin))).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await call(b, 'GET', '/auth/me', undefined, courier)).status, { timeout: 5_000 })
      .toBe(401);
  });

  it('answers a poll on B with 200, not 304, once an order is placed through A', async () => {
    const courier = await tokenOn(b, phones.courierA);
    const poll = (tag?: string) =>
      fetch(`${b.url}/api/order-history/new-and-not-delivered`, {
        headers: { Authorization: `Bearer ${courier}`, ...(tag ? { 'If-None-Match': tag } : {}) },
      });
    const tag = (await poll()).headers.get('ETag')!;
    expect((await poll(tag)).status).toBe(304);
    const admin = await tokenOn(a, phones.admin);
    const [address] = (await call(a, 'GET', '/address?limit=1', undefined, admin)).body.data;
    const [product] = (await call(a, 'GET', '/product?limit=1', undefined, admin)).body.data;
    const deliveryDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const body = {
      addressId: address.id,
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cash',
      deliveryDate,
    };
    expect((await call(a, 'POST', '/order-history', body, await tokenOn(a, phones.customer))).status).toBe(201);
    await expect.poll(async () => (await poll(tag)).status, { timeout: 5_000 }).toBe(200);
  });

  // Last: ten failures from 127.0.0.1 also lock the address every other test signs in from.
  it('holds on B a lock-out made on A', async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(a, phones.locked, `wrong-${i}`)).status).toBe(401);
    const onB = await signIn(b, phones.locked);
    expect(onB.status).toBe(429);
    expect(onB.body.meta.message).toMatch(/Urinishlar juda koʻp/);
  });
});
