// The audit's findings, pinned: NUL characters, ids past 2³¹−1, dates outside 2000..2100 and
// totals past what the money columns hold are each a 400 in the contract's shape that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseChecksum } from '../tests/helpers/db-checksum';
import { addAddress, addOrder, addProduct, makePeople, type People } from '../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../tests/helpers/test-app';
import { notifications } from './db/schema/notifications';
import { reminders } from './db/schema/reminders';
import { tashkentDate } from './db/seed/time';
import { messageFor } from './http/errors';

const tooBig = 2_147_483_648;

let t: TestApp;
let p: People;
let checksum: () => Promise<string>;
/** Ids made in `beforeAll`, read by the cases when they run. */
const ids = { address: 0, cheap: 0, dear: 0, order: 0, reminder: 0 };

beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  ids.address = (await addAddress(t, p.customer.user.id)).id;
  ids.cheap = (await addProduct(t, { price: 18_000 })).id;
  // The demo's dearest product: 744 of it is 2 150 160 000 so'm.
  ids.dear = (await addProduct(t, { name: 'Suv kuleri', price: 2_890_000 })).id;
  ids.order = (
    await addOrder(t, p.customer.user, { lines: [{ productId: ids.cheap, quantity: 2, price: 18_000 }] })
  ).id;
  const [reminder] = await t.db
    .insert(reminders)
    .values({ userId: p.customer.user.id, remindOn: tashkentDate(new Date()) })
    .returning();
  ids.reminder = reminder!.id;
  await t.db
    .insert(notifications)
    .values({ type: 'new-order', title: 'Yangi buyurtma', body: '№10001', entityId: ids.order });
  checksum = await databaseChecksum(t.db);
}, 60_000);
afterAll(() => t.close());

interface Case {
  label: string;
  as: 'admin' | 'courier' | 'customer';
  method: 'GET' | 'POST' | 'PATCH';
  path: () => string;
  body?: () => unknown;
  /** The `errors[].path` the answer must name. */
  field: string;
}

const order = (fields: object = {}) => ({
  addressId: ids.address,
  items: [{ productId: ids.cheap, quantity: 1 }],
  paymentMethod: 'cash',
  deliveryDate: tashkentDate(new Date()),
  ...fields,
});
const get = (label: string, as: Case['as'], path: string, field: string): Case => ({
  label,
  as,
  method: 'GET',
  path: () => path,
  field,
});

const cases: Case[] = [
  {
    label: 'NUL in an order comment',
    as: 'customer',
    method: 'POST',
    path: () => '/api/order-history',
    body: () => order({ comment: 'a\u0000b' }),
    field: 'comment',
  },
  {
    label: 'NUL in a reminder note',
    as: 'courier',
    method: 'PATCH',
    path: () => `/api/reminder/${ids.reminder}`,
    body: () => ({ note: 'Suv\u0000' }),
    field: 'note',
  },
  {
    label: 'NUL in a user name',
    as: 'admin',
    method: 'PATCH',
    path: () => `/api/user/${p.customer.user.id}`,
    body: () => ({ fullName: 'Ali\u0000' }),
    field: 'fullName',
  },
  {
    label: 'NUL in a product name',
    as: 'admin',
    method: 'POST',
    path: () => '/api/product',
    body: () => ({ name: 'Suv\u0000', price: 1000, unit: 'dona', stock: 1 }),
    field: 'name',
  },
  get('NUL in search of orders', 'admin', '/api/order-history?search=a%00b', 'search'),
  get('NUL in search of open orders', 'courier', '/api/order-history/new-and-not-delivered?search=%00', 'search'),
  get('NUL in search of users', 'admin', '/api/user?search=Ali%00', 'search'),
  get('NUL in search of products', 'admin', '/api/product?search=%00suv', 'search'),
  {
    label: 'POST /bottle orderHistoryId',
    as: 'courier',
    method: 'POST',
    path: () => '/api/bottle',
    body: () => ({ orderHistoryId: tooBig, count: 1 }),
    field: 'orderHistoryId',
  },
  {
    label: 'POST /order-history addressId',
    as: 'customer',
    method: 'POST',
    path: () => '/api/order-history',
    body: () => order({ addressId: tooBig }),
    field: 'addressId',
  },
  {
    label: 'POST /order-history items[].productId',
    as: 'customer',
    method: 'POST',
    path: () => '/api/order-history',
    body: () => order({ items: [{ productId: tooBig, quantity: 1 }] }),
    field: 'items.0.productId',
  },
  {
    label: 'POST /order orderHistoryId',
    as: 'admin',
    method: 'POST',
    path: () => '/api/order',
    body: () => ({ orderHistoryId: tooBig, productId: ids.dear, quantity: 1 }),
    field: 'orderHistoryId',
  },
  {
    label: 'POST /order productId',
    as: 'admin',
    method: 'POST',
    path: () => '/api/order',
    body: () => ({ orderHistoryId: ids.order, productId: tooBig, quantity: 1 }),
    field: 'productId',
  },
  {
    label: 'PATCH /notification ids',
    as: 'admin',
    method: 'PATCH',
    path: () => '/api/notification',
    body: () => ({ ids: [1, tooBig] }),
    field: 'ids.1',
  },
  {
    label: 'PATCH /order-history courierId',
    as: 'admin',
    method: 'PATCH',
    path: () => `/api/order-history/${ids.order}`,
    body: () => ({ status: 'courier', courierId: tooBig }),
    field: 'courierId',
  },
  get('dateFrom 0001-01-01 on orders', 'admin', '/api/order-history?dateFrom=0001-01-01', 'dateFrom'),
  get(
    'dateFrom 0001-01-01 on open orders',
    'courier',
    '/api/order-history/new-and-not-delivered?dateFrom=0001-01-01',
    'dateFrom',
  ),
  get('dateFrom 0001-01-01 on the orders card', 'admin', '/api/order-history/card?dateFrom=0001-01-01', 'dateFrom'),
  get(
    'dateFrom 0001-01-01 on the open orders card',
    'courier',
    '/api/order-history/new-and-not-delivered-card?dateFrom=0001-01-01',
    'dateFrom',
  ),
  {
    label: '744 of the dearest product in a customer order',
    as: 'customer',
    method: 'POST',
    path: () => '/api/order-history',
    body: () => order({ items: [{ productId: ids.dear, quantity: 744 }] }),
    field: 'items',
  },
];

describe('bad input found by the audit', () => {
  it.each(cases)('$label: 400 naming $field, nothing changed', async ({ as, method, path, body, field }) => {
    const before = await checksum();
    const res = await t.call(method, path(), { token: p[as].token, body: body?.() });
    expect(res.status).toBe(400);
    const answer = await json(res);
    expect(answer).toEqual({ data: null, meta: { status: 400, message: messageFor(400), errors: expect.any(Array) } });
    expect(answer.meta.errors.map((e: { path: string }) => e.path)).toContain(field);
    for (const error of answer.meta.errors) expect(error.message).toMatch(/\S/);
    expect(await checksum()).toBe(before);
  });

  it('takes the same calls with the values in bounds (the cases are not refused for another reason)', async () => {
    expect(
      (
        await t.call('POST', '/api/order-history', {
          token: p.customer.token,
          body: order({ items: [{ productId: ids.dear, quantity: 743 }] }),
        })
      ).status,
    ).toBe(201);
    expect(
      (await t.call('GET', '/api/order-history?dateFrom=2000-01-01&search=a', { token: p.admin.token })).status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/bottle', {
          token: p.courier.token,
          body: { orderHistoryId: 2_147_483_647, count: 1 },
        })
      ).status,
    ).toBe(404);
  });
});
