import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories } from '../db/schema/order-histories';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

const bulk = (token: string | undefined, body: unknown) => t.call('POST', '/api/order-history/bulk', { token, body });
const stored = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;

describe('POST /api/order-history/bulk', () => {
  it('assigns a courier to each order in its own transaction: one conflict leaves the others done', async () => {
    const [a, b, c] = [
      await addOrder(t, p.customer.user, { status: 'accepted' }),
      await addOrder(t, p.customer.user, { status: 'accepted' }),
      await addOrder(t, p.customer.user, { status: 'accepted' }),
    ];
    // Another admin gave b to another courier after this admin saw it.
    const other = await t.call('PATCH', `/api/order-history/${b.id}`, {
      token: p.superadmin.token,
      body: { status: 'courier', courierId: p.courier2.user.id },
    });
    expect(other.status).toBe(200);
    const res = await bulk(p.admin.token, {
      ids: [c.id, b.id, a.id],
      versions: [1, 1, 1],
      change: { status: 'courier', courierId: p.courier.user.id },
    });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(data[0]).toMatchObject({ ok: true, order: { id: c.id, status: 'courier', courierId: p.courier.user.id } });
    expect(data[1]).toMatchObject({ id: b.id, ok: false, status: 409 });
    expect(data[1].message).toMatch(/^Buyurtma oʻzgargan: holati «Kuryerda»/);
    expect(data[2]).toMatchObject({ ok: true, order: { id: a.id, version: 2 } });
    expect(await stored(b.id)).toMatchObject({ status: 'courier', courierId: p.courier2.user.id, version: 2 });
  });

  it('refuses by the transition rules without versions, and accepts or rejects with a reason', async () => {
    const pending = await addOrder(t, p.customer.user, { status: 'pending' });
    const delivered = await addOrder(t, p.customer.user, { status: 'delivered', courierId: p.courier.user.id });
    const accept = await json(
      await bulk(p.superadmin.token, { ids: [pending.id, delivered.id], change: { status: 'accepted' } }),
    );
    expect(accept.data[0]).toMatchObject({ ok: true, order: { status: 'accepted' } });
    expect(accept.data[1]).toMatchObject({ ok: false, status: 409 });
    expect(accept.data[1].message).toContain('«Yetkazilgan» holatidan');

    const reject = await json(
      await bulk(p.admin.token, {
        ids: [pending.id],
        change: { status: 'rejected', rejectReason: 'Manzil topilmadi' },
      }),
    );
    expect(reject.data[0]).toMatchObject({ ok: false, status: 409 }); // accepted → rejected is not a move
    const fresh = await addOrder(t, p.customer.user, { status: 'pending' });
    const ok = await json(
      await bulk(p.admin.token, { ids: [fresh.id], change: { status: 'rejected', rejectReason: 'Manzil topilmadi' } }),
    );
    expect(ok.data[0]).toMatchObject({ ok: true, order: { status: 'rejected', rejectReason: 'Manzil topilmadi' } });
  });

  it('accepts new orders only: an order with a courier is not handed back by a bulk accept', async () => {
    const carried = await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    const { data } = await json(await bulk(p.admin.token, { ids: [carried.id], change: { status: 'accepted' } }));
    expect(data[0]).toMatchObject({ ok: false, status: 409, message: expect.stringContaining('Buyurtma kuryerda') });
    expect(await stored(carried.id)).toMatchObject({ status: 'courier', courierId: p.courier.user.id, version: 1 });
  });

  it('names an unknown order and an inactive courier per order', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'accepted' });
    const { data } = await json(
      await bulk(p.admin.token, {
        ids: [2_000_000_000, o.id],
        change: { status: 'courier', courierId: p.admin.user.id },
      }),
    );
    expect(data[0]).toMatchObject({ id: 2_000_000_000, ok: false, status: 404, message: 'Buyurtma topilmadi' });
    expect(data[1]).toMatchObject({ ok: false, status: 400, message: 'Bunday faol kuryer topilmadi' });
    expect(await stored(o.id)).toMatchObject({ status: 'accepted', version: 1 });
  });

  it('is for admins only', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'pending' });
    const body = { ids: [o.id], change: { status: 'accepted' } };
    expect((await bulk(p.courier.token, body)).status).toBe(403);
    expect((await bulk(p.customer.token, body)).status).toBe(403);
    expect((await bulk(undefined, body)).status).toBe(401);
    expect(await stored(o.id)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['no ids', { ids: [], change: { status: 'accepted' } }, 'ids'],
    ['501 ids', { ids: Array.from({ length: 501 }, (_, i) => i + 1), change: { status: 'accepted' } }, 'ids'],
    ['a repeated id', { ids: [1, 1], change: { status: 'accepted' } }, 'ids'],
    ['a courier without courierId', { ids: [1], change: { status: 'courier' } }, 'change.courierId'],
    ['a rejection without a reason', { ids: [1], change: { status: 'rejected' } }, 'change.rejectReason'],
    ['versions of another length', { ids: [1, 2], versions: [1], change: { status: 'accepted' } }, 'versions'],
    [
      'an unknown field',
      { ids: [1], change: { status: 'accepted', paymentStatus: 'success' } },
      'change.paymentStatus',
    ],
    ['a bad id', { ids: [0], change: { status: 'accepted' } }, 'ids.0'],
  ])('answers 400 for %s', async (_name, body, path) => {
    const res = await bulk(p.admin.token, body);
    expect(res.status).toBe(400);
    const { meta } = await json(res);
    expect(meta.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
