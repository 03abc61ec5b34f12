import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import {
  addBrand,
  addCategory,
  addFile,
  countRows,
  expectAdminOnly,
  expectRefused,
} from '../../tests/helpers/catalogue-data';
import { basketItems } from '../db/schema/basket-items';
import { brands } from '../db/schema/brands';
import { categories } from '../db/schema/categories';
import { discounts } from '../db/schema/discounts';
import { files } from '../db/schema/files';
import { productDiscounts } from '../db/schema/product-discounts';
import { productImages } from '../db/schema/product-images';
import { products } from '../db/schema/products';

let t: TestApp;
let p: People;
let brandId: number;
let categoryId: number;
let fileIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  brandId = (await addBrand(t, 'Hydrolife')).id;
  categoryId = (await addCategory(t, 'Ichimlik suvi')).id;
  fileIds = [];
  for (let i = 0; i < 12; i++) fileIds.push((await addFile(t)).id);
}, 60_000);
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, token = p.admin.token) =>
  t.call(method, `/api/product${path}`, { token, body });
const valid = { name: 'Hydrolife suvi 18,9 l', price: 18_000, unit: 'litr' };

describe('POST /api/product', () => {
  it('creates with defaults and answers the product with brand, category and images in order', async () => {
    const res = await call('POST', '', {
      ...valid,
      description: 'Tabiiy suv',
      oldPrice: 20_000,
      unitValue: 18.9,
      brandId,
      categoryId,
      imageIds: [fileIds[2], fileIds[0]],
      stock: 5,
      isReturnable: true,
    });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({
      name: valid.name,
      description: 'Tabiiy suv',
      price: 18_000,
      oldPrice: 20_000,
      unit: 'litr',
      unitValue: 18.9,
      stock: 5,
      isActive: true,
      isReturnable: true,
    });
    expect(data.brand).toEqual({ id: brandId, name: 'Hydrolife' });
    expect(data.category).toEqual({ id: categoryId, name: 'Ichimlik suvi' });
    expect(data.imageIds).toEqual([fileIds[2], fileIds[0]]);
    expect(data.images.map((i: { id: number; url: string }) => i.id)).toEqual([fileIds[2], fileIds[0]]);
    expect(data.images[0].url).toMatch(/^\/uploads\//);
    const bare = (await json(await call('POST', '', valid))).data;
    expect(bare).toMatchObject({
      description: null,
      oldPrice: null,
      unitValue: null,
      brand: null,
      category: null,
      imageIds: [],
      images: [],
      stock: 0,
      isActive: true,
      isReturnable: false,
    });
  });

  it('refuses every bad field with 400 naming it, and writes nothing', async () => {
    const ids = (n: number) => fileIds.slice(0, n);
    await expectRefused(
      t,
      [products, productImages],
      [
        { body: { price: 1, unit: 'kg' }, path: 'name' },
        { body: { ...valid, name: '' }, path: 'name' },
        { body: { ...valid, name: '   ' }, path: 'name' },
        { body: { ...valid, name: 'x'.repeat(121) }, path: 'name' },
        { body: { ...valid, name: 5 }, path: 'name' },
        { body: { ...valid, description: 'x'.repeat(2001) }, path: 'description' },
        { body: { name: 'a', unit: 'kg' }, path: 'price' },
        { body: { ...valid, price: -1 }, path: 'price' },
        { body: { ...valid, price: 1.5 }, path: 'price' },
        { body: { ...valid, price: '100' }, path: 'price' },
        { body: { ...valid, oldPrice: -5 }, path: 'oldPrice' },
        { body: { ...valid, oldPrice: 2.5 }, path: 'oldPrice' },
        { body: { name: 'a', price: 1 }, path: 'unit' },
        { body: { ...valid, unit: 'ton' }, path: 'unit' },
        { body: { ...valid, unitValue: 0 }, path: 'unitValue' },
        { body: { ...valid, unitValue: -1 }, path: 'unitValue' },
        { body: { ...valid, brandId: 999_999 }, path: 'brandId' },
        { body: { ...valid, brandId: 0 }, path: 'brandId' },
        { body: { ...valid, categoryId: 999_999 }, path: 'categoryId' },
        { body: { ...valid, categoryId: 'x' }, path: 'categoryId' },
        { body: { ...valid, imageIds: [fileIds[0], 999_999] }, path: 'imageIds.1' },
        { body: { ...valid, imageIds: [fileIds[0], fileIds[0]] }, path: 'imageIds' },
        { body: { ...valid, imageIds: ids(11) }, path: 'imageIds' },
        { body: { ...valid, imageIds: 'x' }, path: 'imageIds' },
        { body: { ...valid, stock: -1 }, path: 'stock' },
        { body: { ...valid, stock: 0.5 }, path: 'stock' },
        { body: { ...valid, isActive: 'yes' }, path: 'isActive' },
        { body: { ...valid, isReturnable: 1 }, path: 'isReturnable' },
        { body: { ...valid, colour: 'red' }, path: 'colour' },
        { body: { ...valid, id: 5 }, path: 'id' },
      ],
      (body) => call('POST', '', body),
    );
  });

  it('names the field in the message', async () => {
    const res = await json(await call('POST', '', { ...valid, price: -1, brandId: 999_999 }));
    expect(res.meta.errors.find((e: { path: string }) => e.path === 'price').message).toMatch(/^Narx:/);
    const refs = await json(await call('POST', '', { ...valid, brandId: 999_999 }));
    expect(refs.meta.errors).toEqual([{ path: 'brandId', message: expect.stringMatching(/^Brend:/) }]);
  });
});

describe('PATCH /api/product/:id', () => {
  it('changes only what is sent; imageIds replaces the images in the new order; null clears', async () => {
    const created = (await json(await call('POST', '', { ...valid, brandId, imageIds: [fileIds[0], fileIds[1]] })))
      .data;
    const res = await call('PATCH', `/${created.id}`, {
      price: 19_000,
      imageIds: [fileIds[1], fileIds[3], fileIds[0]],
    });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({
      name: valid.name,
      price: 19_000,
      brandId,
      imageIds: [fileIds[1], fileIds[3], fileIds[0]],
    });
    const cleared = (await json(await call('PATCH', `/${created.id}`, { brandId: null, imageIds: [] }))).data;
    expect(cleared).toMatchObject({ brandId: null, brand: null, imageIds: [], price: 19_000 });
  });

  it('refuses bad fields and unknown ones, and changes nothing', async () => {
    const created = (await json(await call('POST', '', { ...valid, imageIds: [fileIds[0]] }))).data;
    await expectRefused(
      t,
      [productImages],
      [
        { body: { name: '' }, path: 'name' },
        { body: { price: -1 }, path: 'price' },
        { body: { unit: 'ton' }, path: 'unit' },
        { body: { categoryId: 999_999 }, path: 'categoryId' },
        { body: { imageIds: [999_999] }, path: 'imageIds.0' },
        { body: { price: 5, createdAt: '2020-01-01' }, path: 'createdAt' },
      ],
      (body) => call('PATCH', `/${created.id}`, body),
    );
    const after = (await json(await call('GET', `/${created.id}`))).data;
    expect(after).toMatchObject({
      name: valid.name,
      price: 18_000,
      unit: 'litr',
      categoryId: null,
      imageIds: [fileIds[0]],
    });
    expect((await call('PATCH', '/999999', { price: 1 })).status).toBe(404);
  });
});

describe('GET /api/product', () => {
  it('filters, searches, sorts and pages', async () => {
    const other = (await addBrand(t, 'Nestle')).id;
    const cat2 = (await addCategory(t, 'Sut mahsulotlari')).id;
    const a = await addProduct(t, {
      name: 'Zzz sut 1 l',
      price: 9000,
      unit: 'dona',
      brandId: other,
      categoryId: cat2,
      stock: 3,
    });
    const b = await addProduct(t, {
      name: 'Zzz qatiq',
      price: 12_000,
      unit: 'kg',
      categoryId: cat2,
      isActive: false,
      stock: 50,
    });
    const idsOf = async (query: string) => {
      const res = await call('GET', query);
      expect(res.status, query).toBe(200);
      return (await json(res)).data.map((x: { id: number }) => x.id);
    };
    expect(await idsOf(`?categoryId=${cat2}&sort=price&order=asc`)).toEqual([a.id, b.id]);
    expect(await idsOf(`?brandId=${other}`)).toEqual([a.id]);
    expect(await idsOf(`?categoryId=${cat2}&isActive=false`)).toEqual([b.id]);
    expect(await idsOf(`?categoryId=${cat2}&unit=kg&unit=litr`)).toEqual([b.id]);
    expect(await idsOf(`?categoryId=${cat2}&priceFrom=10000&priceTo=12000`)).toEqual([b.id]);
    expect(await idsOf('?search=zZz&sort=stock&order=desc')).toEqual([b.id, a.id]);
    expect(await idsOf('?search=zzz&sort=name&order=asc')).toEqual([b.id, a.id]);
    const page = await json(await call('GET', '?limit=2&page=2&sort=createdAt'));
    expect(page.meta).toEqual({
      page: 2,
      limit: 2,
      total: await countRows(t, products),
      totalPages: Math.ceil((await countRows(t, products)) / 2),
    });
    expect(page.data).toHaveLength(2);
    for (const bad of [
      '?sort=colour',
      '?unit=ton',
      '?priceFrom=5&priceTo=1',
      '?isActive=yes',
      '?categoryId=x',
      '?limit=101',
      '?colour=red',
    ]) {
      expect((await call('GET', bad)).status, bad).toBe(400);
    }
  });

  it('reads one by id with embeds; 404 for an unknown id', async () => {
    const created = (await json(await call('POST', '', { ...valid, categoryId, imageIds: [fileIds[5]] }))).data;
    expect((await json(await call('GET', `/${created.id}`))).data).toEqual(created);
    expect((await call('GET', '/999999')).status).toBe(404);
    expect((await call('GET', '/abc')).status).toBe(404);
  });
});

describe('DELETE /api/product/:id', () => {
  it('409 for a product in an order, and nothing changes', async () => {
    const product = await addProduct(t);
    await addOrder(t, p.customer.user, { lines: [{ productId: product.id, quantity: 1, price: product.price }] });
    const res = await call('DELETE', `/${product.id}`);
    expect(res.status).toBe(409);
    expect((await json(res)).meta.message).toMatch(/nofaol qiling/);
    expect((await call('GET', `/${product.id}`)).status).toBe(200);
  });

  it('deletes a product with its image links, cart items and discount links', async () => {
    const product = (await json(await call('POST', '', { ...valid, imageIds: [fileIds[6], fileIds[7]] }))).data;
    await t.db.insert(basketItems).values({ userId: p.customer.user.id, productId: product.id, quantity: 2 });
    const [discount] = await t.db
      .insert(discounts)
      .values({ name: 'Yoz', type: 'percentage', value: 10, startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    await t.db.insert(productDiscounts).values({ productId: product.id, discountId: discount!.id });
    const res = await call('DELETE', `/${product.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { id: product.id } });
    expect(await t.db.select().from(productImages).where(eq(productImages.productId, product.id))).toEqual([]);
    expect(await t.db.select().from(basketItems).where(eq(basketItems.productId, product.id))).toEqual([]);
    expect(await t.db.select().from(productDiscounts).where(eq(productDiscounts.productId, product.id))).toEqual([]);
    expect((await call('DELETE', `/${product.id}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('admin and superadmin only, on every route', async () => {
    const product = await addProduct(t);
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', `/${product.id}`],
      ['POST', '', valid],
      ['PATCH', `/${product.id}`, { stock: 7 }],
      ['DELETE', `/${(await addProduct(t)).id}`],
    ];
    for (const [method, path, body] of routes) {
      // After the admin's DELETE the superadmin's is a 404, which still proves the guard let it through.
      await expectAdminOnly(p, (token) => t.call(method, `/api/product${path}`, { token, body }), `${method} ${path}`);
    }
  });
});

describe('GET /api/product, answered again from the kept body', () => {
  it('shows a change to any table the list reads, even one written straight to the database', async () => {
    const made = await json(
      await call('POST', '', { ...valid, name: 'Kesh sinovi suvi', brandId, categoryId, imageIds: [fileIds[5]] }),
    );
    const list = async () => (await json(await call('GET', '?search=Kesh%20sinovi'))).data[0];
    expect((await list()).brand.name).toBe('Hydrolife');
    expect((await list()).brand.name).toBe('Hydrolife');
    await t.db.update(brands).set({ name: 'Hydrolife Plus' }).where(eq(brands.id, brandId));
    expect((await list()).brand.name).toBe('Hydrolife Plus');
    await t.db.update(categories).set({ name: 'Suv' }).where(eq(categories.id, categoryId));
    expect((await list()).category.name).toBe('Suv');
    await t.db.update(files).set({ url: '/uploads/renamed.png' }).where(eq(files.id, fileIds[5]!));
    expect((await list()).images[0].url).toBe('/uploads/renamed.png');
    await t.db.delete(productImages).where(eq(productImages.productId, made.data.id));
    expect((await list()).images).toEqual([]);
    await t.db.update(products).set({ price: 1 }).where(eq(products.id, made.data.id));
    expect((await list()).price).toBe(1);
    await t.db.update(brands).set({ name: 'Hydrolife' }).where(eq(brands.id, brandId));
    await t.db.update(categories).set({ name: 'Ichimlik suvi' }).where(eq(categories.id, categoryId));
  });
});
