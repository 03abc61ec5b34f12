// API.md, "`search` forgives the script": every list's search folds case, the apostrophe forms of oʻ/gʻ,
// Cyrillic and phone formatting alike (src/contract/search-fold.ts, migration 0008).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../dto/user';
import { addAddress, addDiscount, addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
let ozbek: UserRow;
const ids: Record<string, number> = {};

/** How people type `Oʻzbek`: no apostrophe, a plain one, a turned comma, upper case, Cyrillic. */
const typings = ['ozbek', "o'zbek", 'O‘zbek', 'O’zbek', 'o`zbek', 'OZBEK', 'Ўзбек', 'ўзбек'];

beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  ozbek = await t.createUser({
    role: 'user',
    passwordHash: null,
    fullName: 'Oʻzbekoy Gʻaniyeva',
    phone: '+998 97 765-43-21',
  });
  ids.product = (await addProduct(t, { name: 'Oʻzbek choyi' })).id;
  const water = (await addProduct(t, { name: 'Hydrolife suvi' })).id;
  ids.ozbekOrder = (
    await addOrder(t, ozbek, { status: 'pending', lines: [{ productId: ids.product, quantity: 1, price: 9000 }] })
  ).id;
  ids.otherOrder = (
    await addOrder(t, p.customer.user, { status: 'pending', lines: [{ productId: water, quantity: 1, price: 18000 }] })
  ).id;
  ids.productDiscount = (await addDiscount(t, [ids.product, water], { type: 'percentage', value: 10 })).id;
  ids.address = (await addAddress(t, p.customer.user.id, { street: 'Oʻzbekiston ovozi koʻchasi' })).id;
}, 60_000);
afterAll(() => t.close());

const list = async (path: string, search: string, token = p.admin.token): Promise<number[]> => {
  const res = await t.call('GET', `/api/${path}${path.includes('?') ? '&' : '?'}search=${encodeURIComponent(search)}`, {
    token,
  });
  expect(res.status, `${path} ${search}`).toBe(200);
  return (await json(res)).data.map((row: { id: number }) => row.id).sort();
};

describe('search forgives the script', () => {
  it('finds the customer written Oʻzbek on /user, however it is typed', async () => {
    for (const typed of typings) expect(await list('user', typed), typed).toEqual([ozbek.id]);
    expect(await list('user', 'Ганиева'), 'Ганиева').toEqual([ozbek.id]);
    expect(await list('user?role=user', 'ганиева ўзбекой'), 'words in any order').toEqual([ozbek.id]);
    expect(await list('user', 'Ўзбек', p.courier.token), 'a courier too').toEqual([ozbek.id]);
  });

  it('finds phones by their digits, however either side is formatted', async () => {
    expect(await list('user', '901234567')).toEqual([p.customer.user.id]);
    expect(await list('user', '+998 (90) 123-45-67')).toEqual([p.customer.user.id]);
    expect(await list('user', '977654321')).toEqual([ozbek.id]);
    expect(await list('user', '97 765 43 21')).toEqual([ozbek.id]);
  });

  it('finds the orders of the customer on /order-history, the open orders and the card', async () => {
    for (const typed of [...typings, '977654321']) {
      expect(await list('order-history', typed), typed).toEqual([ids.ozbekOrder]);
      expect(await list('order-history/new-and-not-delivered', typed), typed).toEqual([ids.ozbekOrder]);
      const card = await t.call('GET', `/api/order-history/card?search=${encodeURIComponent(typed)}`, {
        token: p.admin.token,
      });
      expect((await json(card)).data.total, typed).toBe(1);
    }
    expect(await list('order-history', '901234567')).toEqual([ids.otherOrder]);
  });

  it('finds the product on /product', async () => {
    for (const typed of typings) expect(await list('product', typed), typed).toEqual([ids.product]);
    expect(await list('product', 'ЧОЙИ')).toEqual([ids.product]);
  });

  it('finds order lines and discounted products by the product name', async () => {
    const lines = await t.call('GET', `/api/order?search=${encodeURIComponent('ўзбек чойи')}`, {
      token: p.admin.token,
    });
    expect((await json(lines)).data.map((line: { orderHistoryId: number }) => line.orderHistoryId)).toEqual([
      ids.ozbekOrder,
    ]);
    const links = await t.call('GET', `/api/product-discount?search=${encodeURIComponent("o'zbek")}`, {
      token: p.admin.token,
    });
    expect((await json(links)).data.map((link: { productId: number }) => link.productId)).toEqual([ids.product]);
  });

  it('finds the address on /address', async () => {
    for (const typed of typings) expect(await list('address', typed), typed).toEqual([ids.address]);
    expect(await list('address', 'кўчаси ўзбекистон')).toEqual([ids.address]);
  });

  it('searches what the app last wrote: a renamed customer and product are found by their new names', async () => {
    const renamed = await t.createUser({ role: 'user', passwordHash: null, fullName: 'Eski Ism' });
    const patch = await t.call('PATCH', `/api/user/${renamed.id}`, {
      token: p.admin.token,
      body: { fullName: 'Gʻulom Shoʻrayev' },
    });
    expect(patch.status).toBe(200);
    expect(await list('user', "g'ulom sho'rayev")).toEqual([renamed.id]);
    expect(await list('user', 'Ғулом Шўраев')).toEqual([renamed.id]);
    expect(await list('user', 'eski')).toEqual([]);

    const created = await t.call('POST', '/api/product', {
      token: p.admin.token,
      body: { name: 'Qatiq', price: 9000, unit: 'dona', categoryId: null, brandId: null },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await json(created)).data.id as number;
    expect(await list('product', 'Қатиқ')).toEqual([id]);
    await t.call('PATCH', `/api/product/${id}`, { token: p.admin.token, body: { name: 'Gʻijduvon qatigʻi' } });
    expect(await list('product', 'Ғиждувон')).toEqual([id]);
    expect(await list('product', 'Қатиқ')).toEqual([]);
  });

  it('finds nothing for a search with no letters or digits, and does not take % or _ as wildcards', async () => {
    for (const typed of ['%', '_', "'", '‘’']) {
      expect(await list('user', typed), typed).toEqual([]);
      expect(await list('order-history', typed), typed).toEqual([]);
    }
  });
});
