// Property-based: every write and every list of the API, fed generated input (valid values mixed
// with boundary ones: ids past 2³¹−1, NUL characters, dates far outside 2000..2100, huge amounts,
// wrong types, unknown keys). The server never answers 5xx, and a refused request changes nothing.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enums from '../src/contract/enums';
import { addDiscount, addOrder, addProduct, makePeople, type People } from '../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { addFile } from '../tests/helpers/catalogue-data';
import { banners } from './db/schema/banners';
import { notifications } from './db/schema/notifications';
import { reminders } from './db/schema/reminders';

const seed = 20_261_123;
const runs = 2500;
const timeLimitMs = 150_000;

type Role = 'admin' | 'courier' | 'customer';
interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  as: Role;
  /** Body keys (JSON) or query keys (GET). */
  keys?: string[];
}

const sorts = ['createdAt', 'name', 'price', 'stock', 'total', 'number', 'deliveryDate', 'position', 'fullName', 'ordersCount', 'remindOn', 'startDate', 'endDate', 'title'];
const listKeys = ['page', 'limit', 'search', 'sort', 'order'];
const endpoints: Endpoint[] = [
  { method: 'POST', path: '/auth/sign-in', as: 'admin', keys: ['phone', 'password'] },
  { method: 'POST', path: '/order-history', as: 'customer', keys: ['addressId', 'items', 'paymentMethod', 'deliveryDate', 'comment'] },
  { method: 'PATCH', path: '/order-history/:id', as: 'courier', keys: ['status', 'courierId', 'rejectReason', 'paymentStatus', 'version'] },
  { method: 'PATCH', path: '/order-history/:id', as: 'admin', keys: ['status', 'courierId', 'rejectReason', 'paymentStatus', 'version'] },
  { method: 'POST', path: '/order', as: 'admin', keys: ['orderHistoryId', 'productId', 'quantity'] },
  { method: 'PATCH', path: '/order/:id', as: 'admin', keys: ['quantity'] },
  { method: 'DELETE', path: '/order/:id', as: 'admin' },
  { method: 'POST', path: '/bottle', as: 'courier', keys: ['orderHistoryId', 'count'] },
  { method: 'PATCH', path: '/new-order', as: 'courier' },
  { method: 'PATCH', path: '/reminder/:id', as: 'courier', keys: ['answer', 'note'] },
  { method: 'PATCH', path: '/user/:id', as: 'admin', keys: ['fullName', 'status', 'role', 'customerKind', 'companyName', 'tin'] },
  { method: 'POST', path: '/product', as: 'admin', keys: ['name', 'description', 'price', 'oldPrice', 'unit', 'unitValue', 'brandId', 'categoryId', 'imageIds', 'stock', 'isActive', 'isReturnable'] },
  { method: 'PATCH', path: '/product/:id', as: 'admin', keys: ['name', 'price', 'oldPrice', 'unitValue', 'brandId', 'categoryId', 'imageIds', 'stock'] },
  { method: 'DELETE', path: '/product/:id', as: 'admin' },
  { method: 'POST', path: '/banner', as: 'admin', keys: ['title', 'imageId', 'link', 'productId', 'position', 'isActive', 'startsAt', 'endsAt'] },
  { method: 'PATCH', path: '/banner/:id', as: 'admin', keys: ['title', 'imageId', 'link', 'productId', 'position', 'startsAt', 'endsAt'] },
  { method: 'DELETE', path: '/banner/:id', as: 'admin' },
  { method: 'POST', path: '/discount', as: 'admin', keys: ['name', 'type', 'value', 'buyQuantity', 'getQuantity', 'promocode', 'minOrderAmount', 'startDate', 'endDate', 'isActive'] },
  { method: 'PATCH', path: '/discount/:id', as: 'admin', keys: ['name', 'type', 'value', 'promocode', 'startDate', 'endDate'] },
  { method: 'DELETE', path: '/discount/:id', as: 'admin' },
  { method: 'POST', path: '/product-discount/bulk', as: 'admin', keys: ['productIds', 'discountIds'] },
  { method: 'DELETE', path: '/product-discount/:id', as: 'admin' },
  { method: 'PATCH', path: '/notification', as: 'admin', keys: ['ids', 'all'] },
  { method: 'POST', path: '/file', as: 'admin', keys: ['file'] },
  ...(
    [
      ['/order-history', 'courier', ['status', 'paymentMethod', 'paymentStatus', 'courierId', 'userId', 'dateFrom', 'dateTo']],
      ['/order-history', 'admin', ['status', 'paymentMethod', 'paymentStatus', 'courierId', 'userId', 'dateFrom', 'dateTo']],
      ['/order-history/card', 'admin', ['status', 'courierId', 'dateFrom', 'dateTo']],
      ['/order-history/new-and-not-delivered', 'courier', ['status', 'paymentMethod', 'courierId', 'dateFrom', 'dateTo']],
      ['/order-history/new-and-not-delivered-card', 'courier', ['status', 'dateFrom', 'dateTo']],
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
      ['/statistics/chart', 'admin', ['dateFrom', 'dateTo', 'groupBy']],
      ['/new-order', 'courier', []],
      ['/notification/no-read-notifications', 'admin', []],
      ['/product/:id', 'admin', []],
      ['/user/:id', 'admin', []],
      ['/basket/:id', 'admin', []],
      ['/reminder/:id', 'courier', []],
      ['/order/:id', 'courier', []],
    ] as const
  ).map(([path, as, keys]): Endpoint => ({ method: 'GET', path, as, keys: [...keys, ...(path.includes(':') ? [] : listKeys)] })),
];

const enumValues = [...new Set(Object.values(enums).flat())];
const edgeNumbers = [0, -1, 1, 2, 3, 99, 100, 999, 1000, 2_147_483_647, 2_147_483_648, 4_294_967_296, 2 ** 53, 1e308, -1e308, 1.5, -0.5];
const edgeStrings = [
  '', ' ', '\u0000', 'a\u0000b', 'Suv\u0000', '%00', '0001-01-01', '1999-12-31', '2000-01-01', '2026-11-23', '2100-12-31', '2101-01-01', '9999-12-31',
  '2026-02-30', '+998901234567', '+998900000001', 'https://example.uz/a', 'javascript:alert(1)', 'PROMO10', '123456789', "'; drop table users; --", 'ʻʼ🙂', 'x'.repeat(3000),
];
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeNumbers, ...edgeStrings, ...enumValues, true, false, null),
  fc.integer({ min: -3, max: 8 }),
  fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), fc.constantFrom(2_147_483_648, 1.5, '1', null)), { maxLength: 4 }),
  fc.array(fc.record({ productId: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom(2_147_483_648, 0)), quantity: fc.constantFrom(1, 999, 1000, 2_147_483_647) }), { maxLength: 3 }),
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.object({ maxDepth: 1, maxKeys: 2 }),
);
const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...edgeNumbers.map(String), ...edgeStrings, ...enumValues, ...sorts, '99999999999', 'abc', 'true', 'false'),
  fc.integer({ min: 0, max: 8 }).map(String),
  fc.string({ maxLength: 12 }),
);
const pathId = fc.oneof(fc.integer({ min: 1, max: 6 }).map(String), fc.constantFrom('0', '-1', '2147483647', '2147483648', '99999999999999999999', 'abc', '%00', '1e3', '1.5'));

interface Case {
  endpoint: Endpoint;
  id: string;
  fields: [string, unknown][];
  extraKey: boolean;
}

const caseArb: fc.Arbitrary<Case> = fc.constantFrom(...endpoints).chain((endpoint) =>
  fc.record({
    endpoint: fc.constant(endpoint),
    id: pathId,
    fields: fc.uniqueArray(fc.constantFrom(...(endpoint.keys?.length ? endpoint.keys : ['page'])), { maxLength: 6 }).chain((keys) =>
      fc.tuple(...keys.map((key) => fc.tuple(fc.constant(key), endpoint.method === 'GET' ? fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })) : anyValue))),
    ),
    extraKey: fc.boolean(),
  }),
);

let t: TestApp;
let people: People;
let tables: string[];

async function checksum(): Promise<string> {
  const parts = tables.map((name) => sql`(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(name)} t)`);
  const result = (await t.db.execute(sql`select md5(concat_ws(',', ${sql.join(parts, sql`, `)})) as sum`)) as unknown as { rows: { sum: string }[] };
  return result.rows[0]!.sum;
}

function request({ endpoint, id, fields, extraKey }: Case) {
  const token = { admin: people.admin.token, courier: people.courier.token, customer: people.customer.token }[endpoint.as];
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
    for (const [key, value] of fields) form.append(key, typeof value === 'string' ? new File([value], 'rasm.png', { type: 'image/png' }) : JSON.stringify(value));
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
  await addDiscount(t, [cheap.id], { type: 'percentage', value: 10 });
  const image = await addFile(t);
  await t.db.insert(banners).values({ title: 'Aksiya', imageId: image.id, position: 1 });
  await addOrder(t, people.customer.user, { lines: [{ productId: cheap.id, quantity: 2, price: 18_000 }] });
  await addOrder(t, people.customer.user, { status: 'courier', courierId: people.courier.user.id, lines: [{ productId: dear.id, quantity: 1, price: 2_000_000_000 }] });
  await addOrder(t, people.customer.user, { status: 'accepted' });
  await t.db.insert(reminders).values({ userId: people.customer.user.id, remindOn: '2026-11-23' });
  await t.db.insert(notifications).values({ type: 'new-order', title: 'Yangi buyurtma', body: '№10001', entityId: 1 });
  const result = (await t.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_name <> 'sign_in_attempts' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  tables = result.rows.map((row) => row.name);
}, 60_000);
afterAll(() => t.close());

describe('generated input against every write and every list', () => {
  it(`never gets a 5xx, and a refused request changes nothing (${runs} cases, seed ${seed})`, async () => {
    const statuses = new Map<number, number>();
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(caseArb, async (input) => {
        const before = input.endpoint.method === 'GET' ? undefined : await checksum();
        const res = await request(input);
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status, text).toBeLessThan(500);
        if (res.status >= 400) {
          expect(JSON.parse(text).meta.status).toBe(res.status);
          if (before !== undefined) expect(await checksum()).toBe(before);
        }
      }),
      { seed, numRuns: runs, interruptAfterTimeLimit: timeLimitMs, markInterruptAsFailure: false, endOnFailure: true },
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.info(`input fuzz: ${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`, Object.fromEntries(statuses));
    // Enough of the run happened, and it reached past validation, not only 400s.
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
  }, timeLimitMs + 60_000);
});
