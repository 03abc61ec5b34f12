import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { basketItems } from '../db/schema/basket-items';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const patch = (id: number, body: unknown, token = p.admin.token) => t.call('PATCH', `/api/user/${id}`, { token, body });
const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/user/:id', () => {
  it('gives admins the user without the hash; 404 when unknown', async () => {
    const res = await t.call('GET', `/api/user/${p.customer.user.id}`, { token: p.superadmin.token });
    const { data } = await json(res);
    expect(data).toMatchObject({ id: p.customer.user.id, fullName: 'Dilshod Rahimov', role: 'user', bottleBalance: 0 });
    expect(data).not.toHaveProperty('passwordHash');
    expect((await t.call('GET', '/api/user/999999', { token: p.admin.token })).status).toBe(404);
    expect((await t.call('GET', '/api/user/x', { token: p.admin.token })).status).toBe(404);
  });

  it('is for admins only', async () => {
    for (const [token, status] of [
      [p.courier.token, 403],
      [p.customer.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await t.call('GET', `/api/user/${p.customer.user.id}`, { token })).status).toBe(status);
      expect(
        (await t.call('PATCH', `/api/user/${p.customer.user.id}`, { token, body: { fullName: 'X' } })).status,
      ).toBe(status);
    }
    expect((await row(p.customer.user.id)).fullName).toBe('Dilshod Rahimov');
  });
});

describe('PATCH /api/user/:id', () => {
  it('changes name, status, kind, company and TIN', async () => {
    const u = await t.createUser({ role: 'user', passwordHash: null, customerKind: 'jismoniy' });
    const res = await patch(u.id, {
      fullName: ' Baraka MChJ ',
      status: 'active',
      customerKind: 'yuridik',
      companyName: 'Baraka',
      tin: '301234567',
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      fullName: 'Baraka MChJ',
      customerKind: 'yuridik',
      companyName: 'Baraka',
      tin: '301234567',
    });
    // Another kind clears the legal-entity fields.
    expect((await json(await patch(u.id, { customerKind: 'jismoniy' }))).data).toMatchObject({
      companyName: null,
      tin: null,
    });
  });

  it('answers 400 with paths and writes nothing', async () => {
    const u = await t.createUser({ role: 'user', passwordHash: null, customerKind: 'jismoniy', fullName: 'Aziza' });
    const bad = [
      [{ tin: '12345' }, ['tin']],
      [{ tin: '123456789' }, ['tin']], // not a legal entity
      [{ companyName: 'Baraka' }, ['companyName']],
      [{ role: 'boss', status: 'gone' }, ['status', 'role']],
      [{ fullName: '' }, ['fullName']],
      [{ phone: '+998901112233' }, ['phone', 'fullName']],
      [{}, ['fullName']],
    ] as const;
    for (const [body, paths] of bad) {
      const res = await patch(u.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).meta.errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
    expect(await row(u.id)).toEqual(u);
  });

  it('will not let an admin block or demote themselves (409); only a superadmin touches superadmins', async () => {
    for (const body of [{ status: 'blocked' }, { status: 'passive' }, { role: 'user' }]) {
      expect((await patch(p.admin.user.id, body)).status).toBe(409);
      expect((await patch(p.superadmin.user.id, { role: 'admin' }, p.superadmin.token)).status).toBe(409);
    }
    expect((await patch(p.admin.user.id, { status: 'active', fullName: 'Jasur Admin' })).status).toBe(200);
    expect((await patch(p.superadmin.user.id, { fullName: 'X' })).status).toBe(403);
    expect((await patch(p.courier2.user.id, { role: 'superadmin' })).status).toBe(403);
    expect(await row(p.admin.user.id)).toMatchObject({ role: 'admin', status: 'active' });
    expect((await row(p.courier2.user.id)).role).toBe('courier');
  });

  it('blocking a user turns their token away at the next request', async () => {
    const courier = await t.createUser({ role: 'courier', passwordHash: null });
    const token = await t.tokenFor(courier);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await patch(courier.id, { status: 'blocked' })).status).toBe(200);
    expect((await t.call('GET', '/api/order-history', { token })).status).toBe(401);
  });
});

describe('GET /api/basket/:userId', () => {
  it('lists the cart at current prices; empty is items: [] with the user’s updatedAt; 404 for an unknown user', async () => {
    const u = await t.createUser({ role: 'user', passwordHash: null });
    const empty = await json(await t.call('GET', `/api/basket/${u.id}`, { token: p.admin.token }));
    expect(empty.data).toEqual({ userId: u.id, items: [], total: 0, updatedAt: u.updatedAt.toISOString() });

    const water = await addProduct(t, { name: 'Suv', price: 18_000 });
    const bread = await addProduct(t, { name: 'Non', price: 4_000, unit: 'dona' });
    const newest = new Date('2026-05-02T10:00:00Z');
    await t.db.insert(basketItems).values([
      { userId: u.id, productId: water.id, quantity: 2, updatedAt: new Date('2026-05-01T10:00:00Z') },
      { userId: u.id, productId: bread.id, quantity: 3, updatedAt: newest },
    ]);
    const { data } = await json(await t.call('GET', `/api/basket/${u.id}`, { token: p.superadmin.token }));
    expect(data.items).toEqual([
      {
        productId: water.id,
        product: { id: water.id, name: 'Suv', unit: 'litr', unitValue: null, price: 18_000, image: null },
        quantity: 2,
        price: 18_000,
        total: 36_000,
      },
      {
        productId: bread.id,
        product: { id: bread.id, name: 'Non', unit: 'dona', unitValue: null, price: 4_000, image: null },
        quantity: 3,
        price: 4_000,
        total: 12_000,
      },
    ]);
    expect(data.total).toBe(48_000);
    expect(data.updatedAt).toBe(newest.toISOString());
    expect((await t.call('GET', '/api/basket/999999', { token: p.admin.token })).status).toBe(404);
    expect((await t.call('GET', `/api/basket/${u.id}`, { token: p.courier.token })).status).toBe(403);
    expect((await t.call('GET', `/api/basket/${u.id}`, { token: p.customer.token })).status).toBe(403);
    expect((await t.call('GET', `/api/basket/${u.id}`)).status).toBe(401);
  });
});
