import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await t.createUser({
    role: 'user',
    fullName: 'Aziza Karimova',
    phone: '+998935551122',
    status: 'blocked',
    customerKind: 'jismoniy',
    ordersCount: 7,
  });
  await t.createUser({
    role: 'user',
    fullName: 'Baraka MChJ',
    status: 'active',
    customerKind: 'yuridik',
    companyName: 'Baraka',
    tin: '301234567',
    ordersCount: 3,
  });
}, 60_000);
afterAll(() => t.close());

const get = (token: string | undefined, query = '') => t.call('GET', `/api/user${query}`, { token });
const names = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json(res)).data.map((u: { fullName: string }) => u.fullName);
};

describe('GET /api/user', () => {
  it('lists everyone for an admin, never with a password hash', async () => {
    const res = await get(p.admin.token, '?limit=100');
    const body = await json(res);
    expect(body.meta.total).toBe(7);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    expect(body.data[0]).toHaveProperty('bottleBalance');
  });

  it('filters by role, status, kind and search, and sorts', async () => {
    expect(await names(await get(p.admin.token, '?role=courier&role=superadmin&sort=fullName&order=asc'))).toEqual([
      'Bekzod Kuryer',
      'Rustam Super',
      'Sardor Kuryer',
    ]);
    expect(await names(await get(p.admin.token, '?status=blocked'))).toEqual(['Aziza Karimova']);
    expect(await names(await get(p.admin.token, '?customerKind=yuridik'))).toEqual(['Baraka MChJ']);
    expect(await names(await get(p.admin.token, '?search=karim'))).toEqual(['Aziza Karimova']);
    expect(await names(await get(p.admin.token, `?search=${encodeURIComponent('93 555')}`))).toEqual([
      'Aziza Karimova',
    ]);
    expect(await names(await get(p.admin.token, '?role=user&sort=ordersCount'))).toEqual([
      'Aziza Karimova',
      'Baraka MChJ',
      'Dilshod Rahimov',
    ]);
    for (const bad of ['?sort=phone', '?role=boss', '?customerKind=x', '?colour=red'])
      expect((await get(p.admin.token, bad)).status, bad).toBe(400);
  });

  it('pages through the same order as one long page, for every sort', async () => {
    for (const sort of ['?sort=createdAt', '?sort=fullName&order=asc', '?role=user&sort=ordersCount', '?role=user']) {
      const whole = await names(await get(p.admin.token, `${sort}&limit=100`));
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++)
        paged.push(...(await names(await get(p.admin.token, `${sort}&limit=2&page=${page}`))));
      expect(paged, sort).toEqual(whole);
    }
  });

  it('shows couriers customers only, and refuses them other roles', async () => {
    expect(await names(await get(p.courier.token, '?sort=fullName&order=asc'))).toEqual([
      'Aziza Karimova',
      'Baraka MChJ',
      'Dilshod Rahimov',
    ]);
    expect(await names(await get(p.courier.token, '?role=user&search=baraka'))).toEqual(['Baraka MChJ']);
    expect((await get(p.courier.token, '?role=admin')).status).toBe(403);
    expect((await get(p.courier2.token, '?role=user&role=courier')).status).toBe(403);
  });

  it('refuses customers and anonymous callers', async () => {
    expect((await get(p.customer.token)).status).toBe(403);
    expect((await get(undefined)).status).toBe(401);
    expect((await get(p.superadmin.token)).status).toBe(200);
  });
});
