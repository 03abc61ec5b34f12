import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { countRows, expectAdminOnly, expectRefused } from '../../tests/helpers/catalogue-data';
import { discounts } from '../db/schema/discounts';
import { productDiscounts } from '../db/schema/product-discounts';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, token = p.admin.token) =>
  t.call(method, `/api/discount${path}`, { token, body });
const dates = { startDate: '2026-06-01', endDate: '2026-06-30' };
const percentage = { name: 'Yozgi', type: 'percentage', value: 10, ...dates };
const fixed = { name: 'Qatʼiy', type: 'fixed', value: 5000, ...dates };
const bxgy = { name: '2 olsa 1 sovgʻa', type: 'buy-x-get-y', buyQuantity: 2, getQuantity: 1, ...dates };
const promo = { name: 'Promo', type: 'promocode', value: 15, promocode: 'YOZ2026', ...dates };
const create = async (body: object) => (await json(await call('POST', '', body))).data;

describe('POST /api/discount', () => {
  it('creates each type; fields of other types are cleared', async () => {
    const res = await call('POST', '', { ...percentage, minOrderAmount: 50_000, promocode: 'IGNORED' });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      ...percentage,
      minOrderAmount: 50_000,
      promocode: null,
      buyQuantity: null,
      getQuantity: null,
      isActive: true,
      productsCount: 0,
    });
    expect(await create(fixed)).toMatchObject({ type: 'fixed', value: 5000 });
    expect(await create({ ...bxgy, value: 70 })).toMatchObject({
      type: 'buy-x-get-y',
      value: 0,
      buyQuantity: 2,
      getQuantity: 1,
    });
    expect(await create({ ...promo, promocode: 'kuz10' })).toMatchObject({
      type: 'promocode',
      promocode: 'KUZ10',
      value: 15,
    });
  });

  it('refuses every bad field with 400 naming it, per type, and writes nothing', async () => {
    await expectRefused(
      t,
      [discounts],
      [
        { body: { ...percentage, name: '' }, path: 'name' },
        { body: { ...percentage, name: 'x'.repeat(121) }, path: 'name' },
        { body: { ...percentage, type: 'gift' }, path: 'type' },
        { body: { ...percentage, type: undefined }, path: 'type' },
        { body: { ...percentage, value: undefined }, path: 'value' },
        { body: { ...percentage, value: 0 }, path: 'value' },
        { body: { ...percentage, value: 101 }, path: 'value' },
        { body: { ...percentage, value: 10.5 }, path: 'value' },
        { body: { ...fixed, value: 0 }, path: 'value' },
        { body: { ...fixed, value: -5 }, path: 'value' },
        { body: { ...fixed, value: undefined }, path: 'value' },
        { body: { ...bxgy, buyQuantity: undefined }, path: 'buyQuantity' },
        { body: { ...bxgy, buyQuantity: 0 }, path: 'buyQuantity' },
        { body: { ...bxgy, getQuantity: null }, path: 'getQuantity' },
        { body: { ...bxgy, getQuantity: 1.5 }, path: 'getQuantity' },
        { body: { ...promo, promocode: undefined }, path: 'promocode' },
        { body: { ...promo, promocode: 'AB' }, path: 'promocode' },
        { body: { ...promo, promocode: 'A'.repeat(33) }, path: 'promocode' },
        { body: { ...promo, promocode: 'YOZ-2026' }, path: 'promocode' },
        { body: { ...promo, promocode: 'YOʻZ' }, path: 'promocode' },
        { body: { ...promo, value: 0 }, path: 'value' },
        { body: { ...promo, value: 101 }, path: 'value' },
        { body: { ...percentage, minOrderAmount: -1 }, path: 'minOrderAmount' },
        { body: { ...percentage, minOrderAmount: 0.5 }, path: 'minOrderAmount' },
        { body: { ...percentage, startDate: undefined }, path: 'startDate' },
        { body: { ...percentage, startDate: '2026-13-01' }, path: 'startDate' },
        { body: { ...percentage, endDate: undefined }, path: 'endDate' },
        { body: { ...percentage, endDate: '2026-05-31' }, path: 'endDate' },
        { body: { ...percentage, isActive: 'no' }, path: 'isActive' },
        { body: { ...percentage, productsCount: 3 }, path: 'productsCount' },
      ],
      (body) => call('POST', '', body),
    );
  });

  it('keeps promocodes unique: 409 naming promocode, whatever the case it is typed in', async () => {
    await create({ ...promo, promocode: 'UNIQUE1' });
    const before = await countRows(t, discounts);
    const res = await call('POST', '', { ...promo, promocode: 'unique1' });
    expect(res.status).toBe(409);
    const body = await json(res);
    expect(body.meta.message).toBe('Bu promokod allaqachon mavjud');
    expect(body.meta.errors).toEqual([{ path: 'promocode', message: expect.stringMatching(/^Promokod:/) }]);
    expect(await countRows(t, discounts)).toBe(before);
    const other = await create({ ...promo, promocode: 'UNIQUE2' });
    expect((await call('PATCH', `/${other.id}`, { promocode: 'UNIQUE1' })).status).toBe(409);
    expect((await call('PATCH', `/${other.id}`, { promocode: 'UNIQUE2', value: 20 })).status).toBe(200);
  });
});

describe('PATCH /api/discount/:id', () => {
  it('merges the patch with the stored discount and checks the whole', async () => {
    const d = await create(percentage);
    await expectRefused(
      t,
      [],
      [
        { body: { type: 'promocode' }, path: 'promocode' },
        { body: { type: 'buy-x-get-y' }, path: 'buyQuantity' },
        { body: { value: 150 }, path: 'value' },
        { body: { endDate: '2026-05-01' }, path: 'endDate' },
        { body: { startDate: '2026-07-01' }, path: 'endDate' },
        { body: { name: '' }, path: 'name' },
        { body: { value: 5, colour: 'red' }, path: 'colour' },
      ],
      (body) => call('PATCH', `/${d.id}`, body),
    );
    expect((await json(await call('GET', `/${d.id}`))).data).toEqual(d);
    const changed = (await json(await call('PATCH', `/${d.id}`, { type: 'fixed', value: 3000 }))).data;
    expect(changed).toMatchObject({ type: 'fixed', value: 3000, startDate: dates.startDate });
    const switched = (
      await json(await call('PATCH', `/${d.id}`, { type: 'buy-x-get-y', buyQuantity: 3, getQuantity: 1 }))
    ).data;
    expect(switched).toMatchObject({ type: 'buy-x-get-y', value: 0, buyQuantity: 3 });
    expect((await json(await call('PATCH', `/${d.id}`, { type: 'percentage', value: 5 }))).data).toMatchObject({
      buyQuantity: null,
      getQuantity: null,
    });
    expect((await call('PATCH', '/999999', { name: 'x' })).status).toBe(404);
  });
});

describe('GET and DELETE /api/discount', () => {
  it('filters by type, isActive and activeOn, sorts by dates, counts products', async () => {
    await t.db.delete(discounts);
    const a = await create({ ...percentage, startDate: '2026-01-01', endDate: '2026-01-31' });
    const b = await create({ ...fixed, startDate: '2026-01-15', endDate: '2026-02-15', isActive: false });
    const c = await create({ ...bxgy, startDate: '2026-03-01', endDate: '2026-03-01' });
    const product = await addProduct(t);
    await t.db.insert(productDiscounts).values({ productId: product.id, discountId: b.id });
    const ids = async (query: string) => (await json(await call('GET', query))).data.map((x: { id: number }) => x.id);
    expect(await ids('?type=percentage&type=fixed&sort=startDate&order=asc')).toEqual([a.id, b.id]);
    expect(await ids('?isActive=false')).toEqual([b.id]);
    expect(await ids('?activeOn=2026-01-20&sort=endDate&order=asc')).toEqual([a.id, b.id]);
    expect(await ids('?activeOn=2026-03-01')).toEqual([c.id]);
    expect(await ids('?activeOn=2026-02-20')).toEqual([]);
    expect(await ids('?search=olsa')).toEqual([c.id]);
    const one = (await json(await call('GET', `/${b.id}`))).data;
    expect(one.productsCount).toBe(1);
    for (const bad of ['?type=gift', '?activeOn=2026-02-30', '?sort=value', '?x=1'])
      expect((await call('GET', bad)).status, bad).toBe(400);
  });

  it('deletes a discount with its product links', async () => {
    const d = await create(percentage);
    const product = await addProduct(t);
    await t.db.insert(productDiscounts).values({ productId: product.id, discountId: d.id });
    expect(await json(await call('DELETE', `/${d.id}`))).toEqual({ data: { id: d.id } });
    expect((await t.db.select().from(productDiscounts)).filter((x) => x.discountId === d.id)).toEqual([]);
    expect((await call('DELETE', `/${d.id}`)).status).toBe(404);
    expect((await call('GET', `/${d.id}`)).status).toBe(404);
  });
});

describe('roles', () => {
  it('admin and superadmin only, on every route', async () => {
    const d = await create(percentage);
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', `/${d.id}`],
      ['POST', '', fixed],
      ['PATCH', `/${d.id}`, { value: 7 }],
      ['DELETE', `/${(await create(fixed)).id}`],
    ];
    for (const [method, path, body] of routes) {
      await expectAdminOnly(p, (token) => t.call(method, `/api/discount${path}`, { token, body }), `${method} ${path}`);
    }
  });
});
