import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { addBrand, addFile, expectAdminOnly } from '../../tests/helpers/catalogue-data';
import { brands } from '../db/schema/brands';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const logo = await addFile(t);
  await t.db.insert(brands).values({ name: 'Nestle', logoFileId: logo.id });
  for (const name of ['Hydrolife', 'Bonaqua', 'Coca-Cola']) await addBrand(t, name);
}, 60_000);
afterAll(() => t.close());

const get = (query = '', token = p.admin.token) => t.call('GET', `/api/brand${query}`, { token });
const names = async (query: string) => (await json(await get(query))).data.map((b: { name: string }) => b.name);

describe('GET /api/brand', () => {
  it('lists alphabetically by default with the logo embedded', async () => {
    const res = await json(await get());
    expect(res.data.map((b: { name: string }) => b.name)).toEqual(['Bonaqua', 'Coca-Cola', 'Hydrolife', 'Nestle']);
    expect(res.data[3].logo).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\//) });
    expect(res.data[0]).toMatchObject({ logo: null, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect(res.meta).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
  });

  it('searches, sorts, pages up to 100', async () => {
    expect(await names('?search=AQUA')).toEqual(['Bonaqua']);
    expect(await names('?sort=name&order=desc&limit=2')).toEqual(['Nestle', 'Hydrolife']);
    expect((await get('?limit=100')).status).toBe(200);
    for (const bad of ['?limit=101', '?sort=logo', '?colour=red']) expect((await get(bad)).status, bad).toBe(400);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(p, (token) => t.call('GET', '/api/brand', { token }), 'GET /api/brand');
  });
});
