import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { addCategory, expectAdminOnly } from '../../tests/helpers/catalogue-data';

let t: TestApp;
let p: People;
let drinks: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  drinks = (await addCategory(t, 'Ichimliklar')).id;
  await addCategory(t, 'Suv', drinks);
  await addCategory(t, 'Sharbat', drinks);
  await addCategory(t, 'Non mahsulotlari');
}, 60_000);
afterAll(() => t.close());

const get = (query = '', token = p.admin.token) => t.call('GET', `/api/category${query}`, { token });
const names = async (query: string) => (await json(await get(query))).data.map((c: { name: string }) => c.name);

describe('GET /api/category', () => {
  it('lists alphabetically by default with parentId', async () => {
    const res = await json(await get());
    expect(res.data.map((c: { name: string }) => c.name)).toEqual([
      'Ichimliklar',
      'Non mahsulotlari',
      'Sharbat',
      'Suv',
    ]);
    expect(res.data[3]).toMatchObject({ name: 'Suv', parentId: drinks });
    expect(res.data[0]).toMatchObject({ parentId: null });
  });

  it('searches, filters by parent, sorts, pages up to 100', async () => {
    expect(await names('?search=mahsulot')).toEqual(['Non mahsulotlari']);
    expect(await names(`?parentId=${drinks}`)).toEqual(['Sharbat', 'Suv']);
    expect(await names('?sort=name&order=desc&limit=1&page=2')).toEqual(['Sharbat']);
    expect((await get('?limit=100')).status).toBe(200);
    for (const bad of ['?limit=101', '?sort=parentId', '?parentId=x', '?colour=red'])
      expect((await get(bad)).status, bad).toBe(400);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(p, (token) => t.call('GET', '/api/category', { token }), 'GET /api/category');
  });
});
