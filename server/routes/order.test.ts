import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { files } from '../db/schema/files';
import { productImages } from '../db/schema/product-images';

let t: TestApp;
let p: People;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const product = await addProduct(t, { name: 'Musaffo suvi 18,9 l', price: 20_000, isReturnable: true });
  productId = product.id;
  const pictures = await t.db
    .insert(files)
    .values(
      ['b', 'a'].map((n) => ({
        name: `${n}.png`,
        mime: 'image/png',
        size: 1,
        storageKey: `${n}.png`,
        url: `/uploads/${n}.png`,
      })),
    )
    .returning();
  await t.db.insert(productImages).values([
    { productId, fileId: pictures[0]!.id, position: 1 },
    { productId, fileId: pictures[1]!.id, position: 0 },
  ]);
}, 60_000);
afterAll(() => t.close());

const lines = (token: string | undefined, query = '') => t.call('GET', `/api/order${query}`, { token });
const withLine = (fields = {}) =>
  addOrder(t, p.customer.user, { lines: [{ productId, quantity: 2, price: 20_000 }], ...fields });

describe('GET /api/order', () => {
  it('lists an order’s lines with the product reference, its first image and whether its bottle comes back', async () => {
    const o = await withLine();
    const res = await json(await lines(p.admin.token, `?orderHistoryId=${o.id}`));
    expect(res.meta).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(res.data[0]).toMatchObject({
      orderHistoryId: o.id,
      productId,
      product: {
        id: productId,
        name: 'Musaffo suvi 18,9 l',
        unit: 'litr',
        price: 20_000,
        image: { url: '/uploads/a.png' },
        isReturnable: true,
      },
      quantity: 2,
      price: 20_000,
      discountAmount: 0,
      total: 40_000,
    });
  });

  it('lets a courier read a new order or their own, and no other', async () => {
    const open = await withLine({ status: 'accepted' });
    const mine = await withLine({ status: 'delivered', courierId: p.courier.user.id });
    const theirs = await withLine({ status: 'courier', courierId: p.courier2.user.id });
    expect((await lines(p.courier.token, `?orderHistoryId=${open.id}`)).status).toBe(200);
    expect((await lines(p.courier.token, `?orderHistoryId=${mine.id}`)).status).toBe(200);
    expect((await lines(p.courier.token, `?orderHistoryId=${theirs.id}`)).status).toBe(403);
    expect((await lines(p.courier2.token, `?orderHistoryId=${theirs.id}`)).status).toBe(200);
    expect((await lines(p.courier2.token, `?orderHistoryId=${mine.id}`)).status).toBe(403);
    const missing = await lines(p.courier.token);
    expect(missing.status).toBe(400);
    expect((await json(missing)).meta.errors[0].path).toBe('orderHistoryId');
  });

  it('gives admins any lines, 404 for an unknown order, 403 to customers, 401 without a token', async () => {
    expect((await json(await lines(p.superadmin.token))).meta.total).toBeGreaterThan(0);
    expect((await lines(p.admin.token, '?orderHistoryId=999999')).status).toBe(404);
    expect((await lines(p.customer.token)).status).toBe(403);
    expect((await lines(undefined)).status).toBe(401);
    expect((await lines(p.admin.token, '?sort=price')).status).toBe(400);
  });
});
