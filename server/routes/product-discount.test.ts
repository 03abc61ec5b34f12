import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDiscount, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { countRows, expectAdminOnly, expectRefused } from '../../tests/helpers/catalogue-data';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';
import { products } from '../db/schema/products';

let t: TestApp;
let p: People;
let productIds: number[];
let discountIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: 100 }, (_, i) => ({ name: `Mahsulot ${i + 1}`, price: 1000 + i, unit: 'dona' as const })),
    )
    .returning({ id: products.id });
  productIds = rows.map((r) => r.id);
  discountIds = [];
  for (let i = 0; i < 5; i++)
    discountIds.push((await addDiscount(t, [], { type: 'percentage', value: 5 + i, name: `Chegirma ${i + 1}` })).id);
}, 60_000);
afterAll(() => t.close());

const bulkAs = (token: string | undefined, body: unknown) =>
  t.call('POST', '/api/product-discount/bulk', { token, body });
const bulk = (body: unknown) => bulkAs(p.admin.token, body);
const list = async (query: string) =>
  json(await t.call('GET', `/api/product-discount${query}`, { token: p.admin.token }));

describe('POST /api/product-discount/bulk', () => {
  it('creates 100 × 5 pairs, then skips all 500', async () => {
    const first = await bulk({ productIds, discountIds });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ data: { created: 500, skipped: 0 } });
    expect(await countRows(t, productDiscounts)).toBe(500);
    expect(await json(await bulk({ productIds, discountIds }))).toEqual({ data: { created: 0, skipped: 500 } });
    expect(await countRows(t, productDiscounts)).toBe(500);
  });

  it('creates only the missing pairs of a mix', async () => {
    const extra = await addProduct(t, { name: 'Yangi mahsulot' });
    expect(
      await json(await bulk({ productIds: [productIds[0], extra.id, extra.id], discountIds: discountIds.slice(0, 2) })),
    ).toEqual({ data: { created: 2, skipped: 2 } });
  });

  it('refuses bad bodies and unknown ids with 400 naming the field; nothing is created', async () => {
    const fresh = await addProduct(t, { name: 'Bogʻlanmagan' });
    await expectRefused(
      t,
      [productDiscounts],
      [
        { body: { productIds: [fresh.id, 999_999], discountIds }, path: 'productIds.1' },
        { body: { productIds: [fresh.id], discountIds: [discountIds[0], 999_999] }, path: 'discountIds.1' },
        { body: { productIds: [], discountIds }, path: 'productIds' },
        { body: { productIds: [fresh.id], discountIds: [] }, path: 'discountIds' },
        { body: { productIds: Array.from({ length: 501 }, (_, i) => i + 1), discountIds }, path: 'productIds' },
        {
          body: { productIds: [fresh.id], discountIds: Array.from({ length: 501 }, (_, i) => i + 1) },
          path: 'discountIds',
        },
        { body: { productIds: [0], discountIds }, path: 'productIds.0' },
        { body: { productIds: ['1'], discountIds }, path: 'productIds.0' },
        { body: { discountIds }, path: 'productIds' },
        { body: { productIds: [fresh.id] }, path: 'discountIds' },
        { body: { productIds: [fresh.id], discountIds, replace: true }, path: 'replace' },
      ],
      bulk,
    );
  });
});

describe('GET and DELETE /api/product-discount', () => {
  it('lists with product and discount embedded, filtered by either side', async () => {
    const res = await list(
      `?productId=${productIds[3]}&discountId=${discountIds[1]}&discountId=${discountIds[2]}&order=asc`,
    );
    expect(res.meta.total).toBe(2);
    expect(res.data[0]).toMatchObject({ productId: productIds[3], discountId: discountIds[1] });
    expect(res.data[0].product).toEqual({
      id: productIds[3],
      name: 'Mahsulot 4',
      unit: 'dona',
      unitValue: null,
      price: 1003,
      image: null,
    });
    expect(res.data[0].discount).toEqual({ id: discountIds[1], name: 'Chegirma 2', type: 'percentage', value: 6 });
    expect((await list(`?discountId=${discountIds[4]}&limit=10`)).meta).toEqual({
      page: 1,
      limit: 10,
      total: 100,
      totalPages: 10,
    });
    expect((await list('?search=Mahsulot 100')).meta.total).toBe(5);
    for (const bad of ['?productId=x', '?sort=productId', '?x=1']) {
      expect((await t.call('GET', `/api/product-discount${bad}`, { token: p.admin.token })).status, bad).toBe(400);
    }
  });

  it('deletes one link; 404 afterwards', async () => {
    const [link] = (await list(`?productId=${productIds[10]}`)).data;
    const del = (id: number) => t.call('DELETE', `/api/product-discount/${id}`, { token: p.admin.token });
    expect(await json(await del(link.id))).toEqual({ data: { id: link.id } });
    expect((await list(`?productId=${productIds[10]}`)).meta.total).toBe(4);
    expect((await del(link.id)).status).toBe(404);
  });
});

describe('roles', () => {
  it('admin and superadmin only, on every route', async () => {
    const [link] = (await list(`?productId=${productIds[20]}`)).data;
    await expectAdminOnly(p, (token) => t.call('GET', '/api/product-discount', { token }), 'GET');
    await expectAdminOnly(
      p,
      (token) => bulkAs(token, { productIds: [productIds[0]], discountIds: [discountIds[0]] }),
      'POST bulk',
    );
    await expectAdminOnly(p, (token) => t.call('DELETE', `/api/product-discount/${link.id}`, { token }), 'DELETE');
  });

  // On PGlite each statement holds the server's one thread: 500 × 500 ids in statements of 5,000 rows froze it 12 s.
  it('inserts in short statements, with a turn of the event loop between them', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const many = await t.db
      .insert(discounts)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          name: `Qadam ${i}`,
          type: 'percentage' as const,
          value: 5,
          startDate: day,
          endDate: day,
        })),
      )
      .returning({ id: discounts.id });
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const res = await bulk({ productIds, discountIds: many.map((row) => row.id) });
    counting = false;
    expect(await json(res)).toEqual({ data: { created: 10_000, skipped: 0 } });
    expect(turns).toBeGreaterThanOrEqual(100);
  }, 60_000);
});
