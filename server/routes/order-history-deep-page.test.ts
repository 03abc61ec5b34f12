import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { toAddress } from '../dto/address';
import { skipByDaysFrom } from '../queries/order-day-skip';

let t: TestApp;
let p: People;
const orders = 2 * skipByDaysFrom + 300;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const address = JSON.stringify(toAddress(await addAddress(t, p.customer.user.id)));
  // Spread over 13 Tashkent days, unevenly, a few placed in the same microsecond (the id breaks the tie),
  // some a moment either side of a Tashkent midnight (19:00 UTC).
  await t.db.execute(sql`
    insert into order_histories (user_id, address, payment_method, status, total, delivery_date, created_at)
    select ${p.customer.user.id}, ${address}::jsonb,
      (array['cash', 'payme', 'click', 'cash'])[1 + i % 4]::payment_method,
      (array['pending', 'accepted', 'accepted'])[1 + i % 3]::order_status, 1000 * (i % 7), date '2026-03-20',
      timestamptz '2026-03-01 18:59:59+00' + ((i * i) % 13) * interval '1 day' + (i / 5 % 3) * interval '1 second'
    from generate_series(1, ${orders}) i`);
}, 60_000);
afterAll(() => t.close());

const pageIds = async (query: string) => {
  const res = await t.call('GET', `/api/order-history${query}`, { token: p.admin.token });
  expect(res.status).toBe(200);
  return ((await json(res)).data as { id: number }[]).map((o) => o.id);
};

/** The same page counted from the start (offset over every row), straight from the table. */
const byOffset = async (where: string, order: 'asc' | 'desc', page: number, limit: number) => {
  const result = (await t.db.execute(
    sql.raw(`select id from order_histories where ${where}
      order by created_at ${order}, id ${order} limit ${limit} offset ${(page - 1) * limit}`),
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => r.id);
};

describe('GET /order-history?page=N — a deep page without a cursor starts at the day holding it', () => {
  const filters = [
    ['', 'true'],
    ['&paymentMethod=cash', `payment_method = 'cash'`],
    ['&status=accepted', `status = 'accepted'`],
    [
      '&paymentMethod=cash&paymentMethod=payme&status=accepted',
      `status = 'accepted' and payment_method in ('cash', 'payme')`,
    ],
  ] as const;
  for (const [query, where] of filters)
    for (const order of ['desc', 'asc'] as const)
      it(`the same rows as an offset from the start (${query || 'no filter'}, ${order})`, async () => {
        const limit = 97;
        const last = Math.ceil(orders / limit) + 1;
        for (const page of [1, 11, 12, 13, 17, 21, last - 1, last])
          expect(await pageIds(`?limit=${limit}&order=${order}&page=${page}${query}`), `page ${page}`).toEqual(
            await byOffset(where, order, page, limit),
          );
      });
});
