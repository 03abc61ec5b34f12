import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import type { orderHistories } from '../db/schema/order-histories';

let t: TestApp;
let p: People;
let o: Record<
  'pending1' | 'accepted' | 'mine' | 'theirs' | 'delivered' | 'rejected' | 'pending2',
  typeof orderHistories.$inferSelect
>;

beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const other = await t.createUser({
    role: 'user',
    fullName: 'Aziza Karimova',
    phone: '+998935551122',
    passwordHash: null,
  });
  const c1 = p.courier.user.id;
  o = {
    // 00:30 on 2 March in Tashkent, still 1 March in UTC.
    pending1: await addOrder(t, p.customer.user, { total: 30_000, createdAt: new Date('2026-03-01T19:30:00Z') }),
    // 23:30 on 1 March in Tashkent.
    accepted: await addOrder(t, p.customer.user, {
      status: 'accepted',
      paymentMethod: 'payme',
      paymentStatus: 'success',
      total: 120_000,
      createdAt: new Date('2026-03-01T18:30:00Z'),
    }),
    mine: await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: c1,
      total: 80_000,
      bottlesToReturn: 2,
      deliveryDate: '2026-03-05',
    }),
    theirs: await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier2.user.id,
      paymentMethod: 'card',
      total: 45_000,
      bottlesToReturn: 1,
    }),
    delivered: await addOrder(t, p.customer.user, {
      status: 'delivered',
      courierId: c1,
      paymentStatus: 'success',
      total: 60_000,
    }),
    rejected: await addOrder(t, p.customer.user, {
      status: 'rejected',
      courierId: c1,
      paymentStatus: 'canceled',
      total: 70_000,
    }),
    pending2: await addOrder(t, other, { total: 25_000, bottlesToReturn: 3 }),
  };
}, 60_000);
afterAll(() => t.close());

const get = (path: string, token?: string) => t.call('GET', `/api/order-history${path}`, { token });
const ids = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json(res)).data.map((x: { id: number }) => x.id).sort((a: number, b: number) => a - b);
};
const idsOf = (...keys: (keyof typeof o)[]) => keys.map((k) => o[k].id).sort((a, b) => a - b);

describe('GET /api/order-history and its card — roles', () => {
  it('gives admins and superadmins every order', async () => {
    const all = idsOf('pending1', 'accepted', 'mine', 'theirs', 'delivered', 'rejected', 'pending2');
    expect(await ids(await get('', p.admin.token))).toEqual(all);
    expect(await ids(await get('', p.superadmin.token))).toEqual(all);
  });

  it('gives a courier their own orders only, whatever courierId they ask for', async () => {
    expect(await ids(await get('', p.courier.token))).toEqual(idsOf('mine', 'delivered', 'rejected'));
    expect(await ids(await get(`?courierId=${p.courier2.user.id}`, p.courier.token))).toEqual(
      idsOf('mine', 'delivered', 'rejected'),
    );
    expect(await ids(await get('', p.courier2.token))).toEqual(idsOf('theirs'));
    expect((await json(await get('/card', p.courier.token))).data.total).toBe(3);
  });

  it('refuses customers (403) and anonymous callers (401) on all four reads', async () => {
    for (const path of ['', '/card', '/new-and-not-delivered', '/new-and-not-delivered-card']) {
      expect((await get(path, p.customer.token)).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /api/order-history/new-and-not-delivered — roles', () => {
  it('gives admins every open order', async () => {
    expect(await ids(await get('/new-and-not-delivered', p.admin.token))).toEqual(
      idsOf('pending1', 'accepted', 'mine', 'theirs', 'pending2'),
    );
  });

  it('gives a courier the unassigned ones and their own', async () => {
    expect(await ids(await get('/new-and-not-delivered', p.courier.token))).toEqual(
      idsOf('pending1', 'accepted', 'mine', 'pending2'),
    );
    expect(await ids(await get('/new-and-not-delivered', p.courier2.token))).toEqual(
      idsOf('pending1', 'accepted', 'theirs', 'pending2'),
    );
  });

  it('embeds the customer, the courier and the address snapshot', async () => {
    const { data } = await json(await get('/new-and-not-delivered?sort=number&order=asc', p.courier.token));
    const mine = data.find((x: { id: number }) => x.id === o.mine.id);
    expect(mine.user).toEqual({ id: p.customer.user.id, fullName: 'Dilshod Rahimov', phone: '+998901234567' });
    expect(mine.courier).toEqual({ id: p.courier.user.id, fullName: 'Bekzod Kuryer', phone: p.courier.user.phone });
    expect(mine.address).toMatchObject({ id: o.mine.addressId, street: 'Bunyodkor koʻchasi', house: '12' });
    expect(mine).toMatchObject({
      status: 'courier',
      total: 80_000,
      deliveryDate: '2026-03-05',
      version: 1,
      comment: null,
    });
    expect(data.find((x: { id: number }) => x.id === o.pending1.id).courier).toBeNull();
  });
});

describe('GET /api/order-history — filters, sort and paging', () => {
  it('reads repeated keys as arrays', async () => {
    expect(await ids(await get('?status=pending&status=accepted', p.admin.token))).toEqual(
      idsOf('pending1', 'accepted', 'pending2'),
    );
    expect(await ids(await get('?paymentMethod=payme&paymentMethod=card', p.admin.token))).toEqual(
      idsOf('accepted', 'theirs'),
    );
    expect(await ids(await get('?paymentStatus=success', p.admin.token))).toEqual(idsOf('accepted', 'delivered'));
    expect(await ids(await get('/new-and-not-delivered?status=courier', p.courier.token))).toEqual(idsOf('mine'));
  });

  it('filters by courier and customer', async () => {
    expect(await ids(await get(`?courierId=${p.courier2.user.id}`, p.admin.token))).toEqual(idsOf('theirs'));
    expect(await ids(await get(`?userId=${o.pending2.userId}`, p.admin.token))).toEqual(idsOf('pending2'));
  });

  it('reads dateFrom and dateTo as whole days in Tashkent', async () => {
    expect(await ids(await get('?dateFrom=2026-03-02&dateTo=2026-03-02', p.admin.token))).toEqual(idsOf('pending1'));
    expect(await ids(await get('?dateFrom=2026-03-01&dateTo=2026-03-01', p.admin.token))).toEqual(idsOf('accepted'));
    expect(await ids(await get('?dateTo=2026-03-02', p.admin.token))).toEqual(idsOf('pending1', 'accepted'));
    expect((await get('?dateFrom=2026-03-03&dateTo=2026-03-02', p.admin.token)).status).toBe(400);
    expect((await get('?dateFrom=2026-02-30', p.admin.token)).status).toBe(400);
  });

  it('searches the number, the customer name and the phone', async () => {
    expect(await ids(await get(`?search=${o.rejected.number}`, p.admin.token))).toEqual(idsOf('rejected'));
    expect(await ids(await get('?search=aziza', p.admin.token))).toEqual(idsOf('pending2'));
    expect(await ids(await get(`?search=${encodeURIComponent('93 555-11')}`, p.admin.token))).toEqual(
      idsOf('pending2'),
    );
    expect(await ids(await get('?search=%25', p.admin.token))).toEqual([]);
  });

  it('sorts by the allowed fields and refuses others and unknown keys with 400', async () => {
    const totals = (await json(await get('?sort=total&order=asc', p.admin.token))).data.map(
      (x: { total: number }) => x.total,
    );
    expect(totals).toEqual([25_000, 30_000, 45_000, 60_000, 70_000, 80_000, 120_000]);
    const newest = (await json(await get('?sort=createdAt', p.admin.token))).data.map((x: { id: number }) => x.id);
    expect(newest.slice(-2)).toEqual([o.pending1.id, o.accepted.id]);
    for (const bad of ['?sort=status', '?colour=red', '?status=done', '?page=0', '?limit=101', '?courierId=abc']) {
      const res = await get(bad, p.admin.token);
      expect(res.status, bad).toBe(400);
      expect((await json(res)).meta.errors.length, bad).toBeGreaterThan(0);
    }
    expect((await get('/card?sort=status', p.admin.token)).status).toBe(400);
  });

  it('pages with meta', async () => {
    const res = await json(await get('?limit=3&page=3&sort=number&order=asc', p.admin.token));
    // The last page: a cursor back to the page before (keyset paging), none forward.
    expect(res.meta).toEqual({ page: 3, limit: 3, total: 7, totalPages: 3, prev: expect.any(String) });
    expect(res.data.map((x: { id: number }) => x.id)).toEqual([o.pending2.id]);
    expect((await json(await get('?page=9', p.admin.token))).data).toEqual([]);
  });
});

describe('GET /api/order-history/card', () => {
  it('counts every status and payment method, 0 when none', async () => {
    const { data } = await json(await get('/card', p.admin.token));
    expect(data).toEqual({
      total: 7,
      amount: 30_000 + 120_000 + 80_000 + 45_000 + 60_000 + 70_000 + 25_000,
      byStatus: { pending: 2, accepted: 1, courier: 2, delivered: 1, rejected: 1 },
      byPaymentMethod: { card: 1, payme: 1, click: 0, cash: 5, transfer: 0 },
      // Unpaid cash orders that are not rejected: pending1, mine, pending2.
      cashToCollect: 30_000 + 80_000 + 25_000,
      bottlesToReturn: 6,
    });
  });

  it('applies the same filters and scope as its list, matching a direct SQL count', async () => {
    const query = '?status=pending&status=courier&paymentMethod=cash';
    const card = (await json(await get(`/new-and-not-delivered-card${query}`, p.courier.token))).data;
    const [direct] = (
      (await t.db.execute(sql`
        select count(*)::int as n, sum(total)::int as amount from order_histories
        where status in ('pending', 'courier') and payment_method = 'cash'
          and ((status in ('pending', 'accepted') and courier_id is null) or (status = 'courier' and courier_id = ${p.courier.user.id}))`)) as unknown as {
        rows: { n: number; amount: number }[];
      }
    ).rows;
    expect(card.total).toBe(direct!.n);
    expect(card.amount).toBe(direct!.amount);
    expect(card.byStatus).toEqual({ pending: 2, accepted: 0, courier: 1, delivered: 0, rejected: 0 });
    const list = await json(await get(`/new-and-not-delivered${query}`, p.courier.token));
    expect(list.meta.total).toBe(card.total);
  });
});
