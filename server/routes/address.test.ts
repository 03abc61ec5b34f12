import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await addAddress(t, p.customer.user.id, {
    label: 'Uy',
    landmark: 'Korzinka yonida',
    latitude: 41.3,
    longitude: 69.2,
  });
  await addAddress(t, p.customer.user.id, { label: 'Ish', district: 'Yunusobod', isDefault: false });
  const other = await t.createUser({ role: 'user', passwordHash: null });
  await addAddress(t, other.id);
}, 60_000);
afterAll(() => t.close());

const get = (token: string | undefined, query = '') => t.call('GET', `/api/address${query}`, { token });

describe('GET /api/address', () => {
  it('lists a customer’s addresses in the contract’s shape', async () => {
    const res = await json(await get(p.courier.token, `?userId=${p.customer.user.id}&sort=createdAt&order=asc`));
    expect(res.meta).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(res.data[0]).toEqual({
      id: expect.any(Number),
      userId: p.customer.user.id,
      label: 'Uy',
      region: 'Toshkent shahri',
      district: 'Chilonzor',
      street: 'Bunyodkor koʻchasi',
      house: '12',
      apartment: null,
      landmark: 'Korzinka yonida',
      latitude: 41.3,
      longitude: 69.2,
      isDefault: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(
      (await json(await get(p.admin.token, `?userId=${p.customer.user.id}&search=yunus`))).data.map(
        (a: { label: string }) => a.label,
      ),
    ).toEqual(['Ish']);
  });

  it('requires userId from couriers only', async () => {
    expect((await get(p.courier.token)).status).toBe(400);
    expect((await json(await get(p.admin.token))).meta.total).toBe(3);
    expect((await get(p.courier2.token, `?userId=${p.customer.user.id}`)).status).toBe(200);
  });

  it('refuses customers and anonymous callers, and bad queries', async () => {
    expect((await get(p.customer.token, `?userId=${p.customer.user.id}`)).status).toBe(403);
    expect((await get(undefined)).status).toBe(401);
    expect((await get(p.admin.token, '?userId=x')).status).toBe(400);
    expect((await get(p.admin.token, '?sort=street')).status).toBe(400);
  });
});

describe('GET /api/address/districts', () => {
  it('lists each district once, in order, for staff', async () => {
    expect((await json(await get(p.admin.token, '/districts'))).data).toEqual(['Chilonzor', 'Yunusobod']);
    expect((await get(p.courier.token, '/districts')).status).toBe(200);
    expect((await get(p.customer.token, '/districts')).status).toBe(403);
  });
});
