// Property-based: every write and every list of the API, fed generated input (valid values mixed
// with boundary ones: ids past 2³¹−1, NUL characters, dates far outside 2000..2100, huge amounts,
// wrong types, unknown keys). The server never answers 5xx, and a refused request changes nothing.
// Some keys also get values that pass validation (order lines of the setup's orders, push
// endpoints, small real images under any name), so that the handlers behind the validators are
// reached too; the setup holds a pending order whose line overflows at large quantities.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enums from '../src/contract/enums';
import { addDiscount, addOrder, addProduct, makePeople, type People } from '../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../tests/helpers/test-app';
import { addFile } from '../tests/helpers/catalogue-data';
import { databaseChecksum } from '../tests/helpers/db-checksum';
import { banners } from './db/schema/banners';
import { notifications } from './db/schema/notifications';
import { reminders } from './db/schema/reminders';
import { encodePng } from './db/seed/png';

const seed = 20_261_123;
// `npm test` and .ci/run's PostgreSQL pass run the first 600 cases of the seed; `npm run bench` (TEST_BENCH=1) all 2,500.
const runs = process.env.TEST_BENCH === '1' ? 2500 : 600;
// No time budget: on a slow, busy machine the run takes longer instead of ending early (600 cases
// took 7 s alone and 40–80 s beside the browser tests here; CI once managed only 512 in 150 s).
const timeoutMs = 600_000;

type Role = 'admin' | 'courier' | 'customer';
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  as: Role;
  /** Body keys (JSON) or query keys (GET). */
  keys?: string[];
  /** Path ids to try, when the usual 1..6 would hit the very users the cases sign in as. */
  ids?: 'other-users';
}

const sorts = [
  'createdAt',
  'name',
  'price',
  'stock',
  'total',
  'number',
  'deliveryDate',
  'position',
  'fullName',
  'ordersCount',
  'remindOn',
  'startDate',
  'endDate',
  'title',
];
const listKeys = ['page', 'limit', 'search', 'sort', 'order'];
// Writable fields, each list shared by the endpoints that take the same body.
const orderChangeFields = [
  'status',
  'courierId',
  'rejectReason',
  'paymentStatus',
  'paymentMethod',
  'version',
  'bottlesReturned',
  'shiftId',
];
const productFields = [
  'name',
  'description',
  'price',
  'oldPrice',
  'unit',
  'unitValue',
  'brandId',
  'categoryId',
  'imageIds',
  'stock',
  'isActive',
  'isReturnable',
];
const bannerFields = ['title', 'imageId', 'link', 'productId', 'position', 'isActive', 'startsAt', 'endsAt'];
const discountFields = [
  'name',
  'type',
  'value',
  'buyQuantity',
  'getQuantity',
  'promocode',
  'minOrderAmount',
  'startDate',
  'endDate',
  'isActive',
];

const endpoints: Endpoint[] = [
  { method: 'POST', path: '/auth/sign-in', as: 'admin', keys: ['phone', 'password'] },
  {
    method: 'POST',
    path: '/order-history',
    as: 'customer',
    keys: ['addressId', 'items', 'paymentMethod', 'deliveryDate', 'comment'],
  },
  {
    method: 'PATCH',
    path: '/order-history/:id',
    as: 'courier',
    keys: orderChangeFields,
  },
  {
    method: 'PATCH',
    path: '/order-history/:id',
    as: 'admin',
    keys: orderChangeFields,
  },
  { method: 'POST', path: '/order-history/bulk', as: 'admin', keys: ['ids', 'versions', 'change'] },
  { method: 'PATCH', path: '/order-history/route', as: 'courier', keys: ['ids'] },
  { method: 'POST', path: '/order', as: 'admin', keys: ['orderHistoryId', 'productId', 'quantity'] },
  { method: 'PATCH', path: '/order/:id', as: 'admin', keys: ['quantity'] },
  { method: 'DELETE', path: '/order/:id', as: 'admin' },
  { method: 'POST', path: '/bottle', as: 'courier', keys: ['orderHistoryId', 'count'] },
  { method: 'POST', path: '/shift', as: 'courier', keys: ['fullBottlesLoaded'] },
  {
    method: 'POST',
    path: '/shift/:id/close',
    as: 'courier',
    keys: ['cashDeclared', 'emptiesDeclared', 'fullBottlesDeclared', 'note'],
  },
  {
    method: 'PATCH',
    path: '/shift/:id',
    as: 'admin',
    keys: ['cashReceived', 'emptiesReceived', 'fullBottlesReceived', 'adminNote'],
  },
  { method: 'PATCH', path: '/new-order', as: 'courier' },
  { method: 'PATCH', path: '/reminder/:id', as: 'courier', keys: ['answer', 'note'] },
  {
    method: 'PATCH',
    path: '/user/:id',
    as: 'admin',
    keys: ['fullName', 'status', 'role', 'customerKind', 'companyName', 'tin'],
    ids: 'other-users',
  },
  {
    method: 'POST',
    path: '/product',
    as: 'admin',
    keys: productFields,
  },
  {
    method: 'PATCH',
    path: '/product/:id',
    as: 'admin',
    keys: productFields,
  },
  { method: 'DELETE', path: '/product/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/banner',
    as: 'admin',
    keys: bannerFields,
  },
  {
    method: 'PATCH',
    path: '/banner/:id',
    as: 'admin',
    keys: bannerFields,
  },
  { method: 'DELETE', path: '/banner/:id', as: 'admin' },
  {
    method: 'POST',
    path: '/discount',
    as: 'admin',
    keys: discountFields,
  },
  {
    method: 'PATCH',
    path: '/discount/:id',
    as: 'admin',
    keys: discountFields,
  },
  { method: 'DELETE', path: '/discount/:id', as: 'admin' },
  { method: 'POST', path: '/product-discount/bulk', as: 'admin', keys: ['productIds', 'discountIds'] },
  { method: 'DELETE', path: '/product-discount/:id', as: 'admin' },
  { method: 'PATCH', path: '/notification', as: 'admin', keys: ['ids', 'all'] },
  { method: 'POST', path: '/file', as: 'admin', keys: ['file'] },
  { method: 'POST', path: '/push/subscription', as: 'courier', keys: ['endpoint', 'expirationTime', 'keys'] },
  { method: 'DELETE', path: '/push/subscription', as: 'courier', keys: ['endpoint'] },
  ...(
    [
      [
        '/order-history',
        'courier',
        ['status', 'paymentMethod', 'paymentStatus', 'courierId', 'userId', 'dateFrom', 'dateTo'],
      ],
      [
        '/order-history',
        'admin',
        ['status', 'paymentMethod', 'paymentStatus', 'courierId', 'userId', 'dateFrom', 'dateTo', 'district'],
      ],
      ['/order-history/export', 'admin', ['format', 'status', 'district', 'courierId', 'dateFrom', 'dateTo']],
      ['/order-history/card', 'admin', ['status', 'courierId', 'dateFrom', 'dateTo']],
      [
        '/order-history/new-and-not-delivered',
        'courier',
        ['status', 'paymentMethod', 'courierId', 'dateFrom', 'dateTo', 'mine', 'unassigned'],
      ],
      ['/order-history/new-and-not-delivered', 'admin', ['status', 'mine', 'unassigned']],
      ['/order-history/new-and-not-delivered-card', 'courier', ['status', 'dateFrom', 'dateTo', 'mine', 'unassigned']],
      ['/order', 'courier', ['orderHistoryId']],
      ['/user', 'admin', ['role', 'status', 'customerKind']],
      ['/address', 'courier', ['userId']],
      ['/product', 'admin', ['categoryId', 'brandId', 'isActive', 'unit', 'priceFrom', 'priceTo']],
      ['/brand', 'admin', []],
      ['/category', 'admin', ['parentId']],
      ['/banner', 'admin', ['isActive']],
      ['/discount', 'admin', ['type', 'isActive', 'activeOn']],
      ['/product-discount', 'admin', ['productId', 'discountId']],
      ['/reminder', 'courier', ['status', 'answer', 'dateFrom', 'dateTo', 'userId']],
      ['/notification', 'admin', ['type', 'isRead', 'id']],
      ['/shift', 'courier', ['courierId', 'status', 'dateFrom', 'dateTo']],
      ['/shift', 'admin', ['courierId', 'status', 'dateFrom', 'dateTo']],
      ['/shift/card', 'admin', ['courierId', 'status', 'dateFrom', 'dateTo']],
      ['/shift/current', 'courier', []],
      ['/courier', 'admin', []],
      ['/statistics/chart', 'admin', ['dateFrom', 'dateTo', 'groupBy']],
      ['/new-order', 'courier', []],
      ['/notification/no-read-notifications', 'admin', []],
      ['/product/:id', 'admin', []],
      ['/user/:id', 'admin', []],
      ['/basket/:id', 'admin', []],
      ['/reminder/:id', 'courier', []],
      ['/order/:id', 'courier', []],
    ] as const
  ).map(([path, as, keys]): Endpoint => ({
    method: 'GET',
    path,
    as,
    keys: [...keys, ...(path.includes(':') ? [] : listKeys)],
  })),
];

const enumValues = [...new Set(Object.values(enums).flat())];
const edgeNumbers = [
  0,
  -1,
  1,
  2,
  3,
  99,
  100,
  744,
  999,
  1000,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  -0.5,
];
const edgeStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'Suv\u0000',
  '%00',
  '0001-01-01',
  '1999-12-31',
  '2000-01-01',
  '2026-11-23',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
  '2026-02-30',
  '+998901234567',
  '+998900000001',
  'https://example.uz/a',
  'javascript:alert(1)',
  'PROMO10',
  '123456789',
  "'; drop table users; --",
  'ʻʼ🙂',
  'x'.repeat(3000),
];
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeNumbers, ...edgeStrings, ...enumValues, true, false, null),
  fc.integer({ min: -3, max: 8 }),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constantFrom(2_147_483_648, 1.5, '1', null)), { maxLength: 4 }),
  fc.array(
    fc.record({
      productId: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(2_147_483_648, 0)),
      quantity: fc.constantFrom(1, 999, 1000, 2_147_483_647),
    }),
    { maxLength: 3 },
  ),
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.object({ maxDepth: 1, maxKeys: 2 }),
);
const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...edgeNumbers.map(String),
    ...edgeStrings,
    ...enumValues,
    ...sorts,
    '99999999999',
    'abc',
    'true',
    'false',
  ),
  fc.integer({ min: 0, max: 8 }).map(String),
  fc.string({ maxLength: 12 }),
);
const badPathIds = ['0', '-1', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', '1e3', '1.5'];
const pathId = fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), fc.constantFrom(...badPathIds));

/** A file for `POST /file`: a small real PNG or some text, under any name. */
class Upload {
  constructor(
    readonly image: boolean,
    readonly name: string,
  ) {}
}
const tinyPng = encodePng(8, 8, (x, y) => [x * 32, y * 32, 128]);
const fileName = fc.oneof(
  fc.constantFrom('a\u0000b.png', '\u0000', 'rasm.png', '', 'x\r\n\u0007.png', '"a".png', 'ʻʼ🙂.png', 'x'.repeat(300)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const pushKey = fc.constantFrom(
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  'tBHItJI5svbpez7KI4CCXg',
  '',
  'a b',
  'a\u0000',
);
/** Values that pass validation for some keys, so the handlers behind the validators get exercised. */
const validish: Record<string, fc.Arbitrary<unknown>> = {
  file: fc
    .record({ image: fc.nat(3).map((n) => n > 0), name: fileName })
    .map(({ image, name }) => new Upload(image, name)),
  endpoint: fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/fuzz-1',
    'https://updates.push.services.mozilla.com/wpush/v2/fuzz-2',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'http://127.0.0.1/push',
    'https://fcm.googleapis.com/fcm/send/a\u0000b',
  ),
  keys: fc.record({ p256dh: pushKey, auth: pushKey }),
  // Order lines: the setup's orders 1..4 and products 1..3; 744 or more of product 3 overflow the money columns.
  orderHistoryId: fc.integer({ min: 1, max: 4 }),
  productId: fc.integer({ min: 1, max: 3 }),
  quantity: fc.constantFrom(1, 2, 744, 999),
  count: fc.integer({ min: 0, max: 3 }),
  bottlesReturned: fc.integer({ min: 0, max: 3 }),
  fullBottlesLoaded: fc.integer({ min: 0, max: 3 }),
  shiftId: fc.integer({ min: 1, max: 3 }),
};
const bodyValue = (key: string) =>
  key in validish ? fc.oneof({ weight: 2, arbitrary: validish[key]! }, { weight: 1, arbitrary: anyValue }) : anyValue;

interface Case {
  endpoint: Endpoint;
  id: string;
  fields: [string, unknown][];
  extraKey: boolean;
}

/** Some of the keys; for a write, now and then all of them, so that a body with every required field comes up. */
function keySets(endpoint: Endpoint): fc.Arbitrary<string[]> {
  const keys = endpoint.keys?.length ? endpoint.keys : ['page'];
  const some = fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 6 });
  return endpoint.method === 'GET'
    ? some
    : fc.oneof({ weight: 3, arbitrary: some }, { weight: 1, arbitrary: fc.constant(keys) });
}

/** `PATCH /user` goes only to `otherUsers`: blocking or demoting the courier or the customer would leave later cases at 401/403. */
const caseArb = (otherUsers: number[]): fc.Arbitrary<Case> =>
  fc.constantFrom(...endpoints).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      id: endpoint.ids === 'other-users' ? fc.constantFrom(...otherUsers.map(String), ...badPathIds) : pathId,
      fields: keySets(endpoint).chain((keys) =>
        fc.tuple(
          ...keys.map((key) =>
            fc.tuple(
              fc.constant(key),
              endpoint.method === 'GET'
                ? fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 }))
                : bodyValue(key),
            ),
          ),
        ),
      ),
      // An unknown key is a sure 400: one case in four, so that most reach past validation.
      extraKey: fc.nat(3).map((n) => n === 0),
    }),
  );

let t: TestApp;
let people: People;
let checksum: () => Promise<string>;
let others: number[];

function request({ endpoint, id, fields, extraKey }: Case) {
  const token = { admin: people.admin.token, courier: people.courier.token, customer: people.customer.token }[
    endpoint.as
  ];
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  let path = `/api${endpoint.path.replace(':id', id)}`;
  let body: RequestInit['body'];
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams();
    for (const [key, value] of fields) for (const one of [value].flat()) query.append(key, String(one));
    if (extraKey) query.append('colour', 'red');
    if ([...query].length) path += `?${query}`;
  } else if (endpoint.path === '/file') {
    const form = new FormData();
    for (const [key, value] of fields) {
      if (value instanceof Upload)
        form.append(key, new File([value.image ? tinyPng : 'rasm emas'], value.name, { type: 'image/png' }));
      else
        form.append(
          key,
          typeof value === 'string' ? new File([value], 'rasm.png', { type: 'image/png' }) : JSON.stringify(value),
        );
    }
    body = form;
  } else if (fields.length || extraKey) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(Object.fromEntries([...fields, ...(extraKey ? [['colour', 'red']] : [])]));
  }
  return t.app.request(path, { method: endpoint.method, headers, body });
}

beforeAll(async () => {
  t = await createTestApp();
  people = await makePeople(t);
  const cheap = await addProduct(t, { price: 18_000, isReturnable: true });
  const dear = await addProduct(t, { name: 'Oltin suv', price: 2_000_000_000 });
  // The demo's dearest product: 744 or more of it overflow the money columns.
  const cooler = await addProduct(t, { name: 'Suv kuleri', price: 2_890_000 });
  await addDiscount(t, [cheap.id], { type: 'percentage', value: 10 });
  const image = await addFile(t);
  await t.db.insert(banners).values({ title: 'Aksiya', imageId: image.id, position: 1 });
  await addOrder(t, people.customer.user, { lines: [{ productId: cheap.id, quantity: 2, price: 18_000 }] });
  await addOrder(t, people.customer.user, {
    status: 'courier',
    courierId: people.courier.user.id,
    lines: [{ productId: dear.id, quantity: 1, price: 2_000_000_000 }],
  });
  await addOrder(t, people.customer.user, { status: 'accepted' });
  await addOrder(t, people.customer.user, { lines: [{ productId: cooler.id, quantity: 1, price: 2_890_000 }] });
  // The admin may not block or demote themselves (409), so they stay a target.
  others = [
    people.admin.user.id,
    people.superadmin.user.id,
    people.courier2.user.id,
    (await t.createUser({ role: 'user', passwordHash: null })).id,
  ];
  await t.db.insert(reminders).values({ userId: people.customer.user.id, remindOn: '2026-11-23' });
  await t.db.insert(notifications).values({ type: 'new-order', title: 'Yangi buyurtma', body: '№10001', entityId: 1 });
  checksum = await databaseChecksum(t.db);
}, 60_000);
afterAll(() => t.close());

describe('generated input against every write and every list', () => {
  it(
    `never gets a 5xx, and a refused request changes nothing (${runs} cases, seed ${seed})`,
    async () => {
      const statuses = new Map<number, number>();
      const started = performance.now();
      // The checksum taken just after the last case when that case was a refused write: nothing ran since,
      // so it is the next case's "before" too (half the checksums of a run of refusals).
      let unchanged: string | undefined;
      await fc.assert(
        fc.asyncProperty(caseArb(others), async (input) => {
          const before = input.endpoint.method === 'GET' ? undefined : (unchanged ?? (await checksum()));
          unchanged = undefined;
          const res = await request(input);
          const text = await res.text();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, text).toBeLessThan(500);
          if (res.status >= 400) {
            expect(JSON.parse(text).meta.status).toBe(res.status);
            if (before !== undefined) {
              const after = await checksum();
              expect(after).toBe(before);
              unchanged = after;
            }
          }
        }),
        {
          seed,
          numRuns: runs,
          endOnFailure: true,
        },
      );
      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      console.info(
        `input fuzz: ${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        Object.fromEntries(statuses),
      );
      // The whole run happened, and it reached past validation, not only 400s.
      expect(total).toBe(runs);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
      expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
      // The users the cases sign in as were never blocked or demoted on the way.
      for (const who of [people.admin, people.courier, people.customer]) {
        const me = await t.call('GET', '/api/auth/me', { token: who.token });
        expect((await json(me)).data, who.user.fullName).toMatchObject({ role: who.user.role, status: 'active' });
      }
    },
    timeoutMs,
  );
});
