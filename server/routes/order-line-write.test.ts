import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDiscount, addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories } from '../db/schema/order-histories';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
let water: number;
let juice: number;
let retired: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await t.db.update(users).set({ bottleBalance: 5 }).where(eq(users.id, p.customer.user.id));
  water = (await addProduct(t, { name: 'Suv 18,9 l', price: 20_000, isReturnable: true })).id;
  juice = (await addProduct(t, { name: 'Sharbat', price: 30_000, unit: 'dona' })).id;
  retired = (await addProduct(t, { name: 'Eski mahsulot', price: 5_000, isActive: false })).id;
  await addDiscount(t, [juice], { type: 'percentage', value: 10 });
}, 60_000);
afterAll(() => t.close());

const newOrder = (fields = {}) =>
  addOrder(t, p.customer.user, { lines: [{ productId: water, quantity: 2, price: 20_000 }], ...fields });
const orderRow = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;
const linesOf = (id: number) => t.db.select().from(orders).where(eq(orders.orderHistoryId, id)).orderBy(orders.id);
const totals = async (id: number) => {
  const { itemsCount, subtotal, discountTotal, deliveryFee, total, bottlesToReturn, version } = await orderRow(id);
  return { itemsCount, subtotal, discountTotal, deliveryFee, total, bottlesToReturn, version };
};

describe('order line writes', () => {
  it('reprices the order after each add, change and removal, and bumps its version', async () => {
    const o = await newOrder();
    const added = await t.call('POST', '/api/order', {
      token: p.admin.token,
      body: { orderHistoryId: o.id, productId: juice, quantity: 1 },
    });
    expect(added.status).toBe(201);
    const line = (await json(added)).data;
    expect(line).toMatchObject({
      orderHistoryId: o.id,
      productId: juice,
      quantity: 1,
      price: 30_000,
      discountAmount: 3_000,
      total: 27_000,
      product: { name: 'Sharbat' },
    });
    expect(await totals(o.id)).toEqual({
      itemsCount: 3,
      subtotal: 70_000,
      discountTotal: 3_000,
      deliveryFee: 10_000,
      total: 77_000,
      bottlesToReturn: 2,
      version: 2,
    });

    const changed = await t.call('PATCH', `/api/order/${line.id}`, {
      token: p.superadmin.token,
      body: { quantity: 3 },
    });
    expect((await json(changed)).data).toMatchObject({ quantity: 3, discountAmount: 9_000, total: 81_000 });
    // 130 000 − 9 000 ≥ 100 000: free delivery.
    expect(await totals(o.id)).toEqual({
      itemsCount: 5,
      subtotal: 130_000,
      discountTotal: 9_000,
      deliveryFee: 0,
      total: 121_000,
      bottlesToReturn: 2,
      version: 3,
    });

    const waterLine = (await linesOf(o.id))[0]!;
    expect(
      (await t.call('PATCH', `/api/order/${waterLine.id}`, { token: p.admin.token, body: { quantity: 9 } })).status,
    ).toBe(200);
    expect((await totals(o.id)).bottlesToReturn).toBe(5);

    expect((await t.call('DELETE', `/api/order/${line.id}`, { token: p.admin.token })).status).toBe(200);
    expect(await totals(o.id)).toEqual({
      itemsCount: 9,
      subtotal: 180_000,
      discountTotal: 0,
      deliveryFee: 0,
      total: 180_000,
      bottlesToReturn: 5,
      version: 5,
    });
    expect((await t.call('GET', `/api/order/${line.id}`, { token: p.admin.token })).status).toBe(404);
  });

  it('refuses the last line, a product already in the order, an inactive or unknown product', async () => {
    const o = await newOrder();
    const [only] = await linesOf(o.id);
    const post = (body: object) =>
      t.call('POST', '/api/order', { token: p.admin.token, body: { orderHistoryId: o.id, quantity: 1, ...body } });
    expect((await t.call('DELETE', `/api/order/${only!.id}`, { token: p.admin.token })).status).toBe(409);
    expect((await post({ productId: water })).status).toBe(409);
    for (const productId of [retired, 999_999]) {
      const res = await post({ productId });
      expect(res.status).toBe(400);
      expect((await json(res)).meta.errors[0].path).toBe('productId');
    }
    expect((await post({ productId: juice, orderHistoryId: 999_999 })).status).toBe(404);
    expect(await linesOf(o.id)).toHaveLength(1);
    expect((await orderRow(o.id)).version).toBe(1);
  });

  it('writes only while the order is pending or accepted', async () => {
    for (const status of ['courier', 'delivered', 'rejected'] as const) {
      const o = await newOrder({ status, courierId: status === 'rejected' ? null : p.courier.user.id });
      const [line] = await linesOf(o.id);
      expect(
        (
          await t.call('POST', '/api/order', {
            token: p.admin.token,
            body: { orderHistoryId: o.id, productId: juice, quantity: 1 },
          })
        ).status,
        status,
      ).toBe(409);
      expect(
        (await t.call('PATCH', `/api/order/${line!.id}`, { token: p.admin.token, body: { quantity: 5 } })).status,
        status,
      ).toBe(409);
      expect(await totals(o.id)).toMatchObject({ itemsCount: 2, version: 1 });
    }
    const accepted = await newOrder({ status: 'accepted' });
    expect(
      (
        await t.call('POST', '/api/order', {
          token: p.admin.token,
          body: { orderHistoryId: accepted.id, productId: juice, quantity: 1 },
        })
      ).status,
    ).toBe(201);
  });

  it('answers 400 with paths for bad bodies and changes nothing', async () => {
    const o = await newOrder();
    const [line] = await linesOf(o.id);
    const bad = [
      ['POST', '/api/order', { orderHistoryId: o.id, productId: juice, quantity: 0 }, ['quantity']],
      [
        'POST',
        '/api/order',
        { orderHistoryId: 'x', productId: juice, quantity: 1000, colour: 1 },
        ['orderHistoryId', 'quantity', 'colour'],
      ],
      ['PATCH', `/api/order/${line!.id}`, { quantity: 1.5 }, ['quantity']],
      ['PATCH', `/api/order/${line!.id}`, { quantity: 2, price: 1 }, ['price']],
    ] as const;
    for (const [method, path, body, paths] of bad) {
      const res = await t.call(method, path, { token: p.admin.token, body });
      expect(res.status).toBe(400);
      expect((await json(res)).meta.errors.map((e: { path: string }) => e.path)).toEqual(paths);
    }
    expect((await t.call('PATCH', '/api/order/abc', { token: p.admin.token, body: { quantity: 2 } })).status).toBe(404);
    expect(await linesOf(o.id)).toEqual([line]);
    expect((await orderRow(o.id)).version).toBe(1);
  });

  it('refuses with 400 on quantity a total past what the money columns hold, writing nothing', async () => {
    // 72 of it is 2 160 000 000 so'm, past 2³¹−1 (few items, so the order stays small for the other tests).
    const dear = (await addProduct(t, { name: 'Kuler', price: 30_000_000 })).id;
    const o = await newOrder();
    const post = (quantity: number) =>
      t.call('POST', '/api/order', { token: p.admin.token, body: { orderHistoryId: o.id, productId: dear, quantity } });
    const patch = (lineId: number, quantity: number) =>
      t.call('PATCH', `/api/order/${lineId}`, { token: p.admin.token, body: { quantity } });
    const state = async () => ({ totals: await totals(o.id), lines: await linesOf(o.id) });
    const expectRefused = async (res: Response) => {
      expect(res.status).toBe(400);
      const error = { path: 'quantity', message: 'Buyurtma summasi juda katta: miqdorni kamaytiring' };
      expect(await json(res)).toEqual({
        data: null,
        meta: { status: 400, message: expect.any(String), errors: [error] },
      });
    };

    let before = await state();
    await expectRefused(await post(72));
    expect(await state()).toEqual(before);

    const added = await post(1);
    expect(added.status).toBe(201);
    const line = (await json(added)).data;
    before = await state();
    await expectRefused(await patch(line.id, 72));
    expect(await state()).toEqual(before);

    // 71 of it (2 130 000 000) still fits beside 2 waters; 999 waters beside it do not, though that line alone would.
    expect((await patch(line.id, 71)).status).toBe(200);
    before = await state();
    expect(before.totals.subtotal).toBe(2_130_040_000);
    await expectRefused(await patch(before.lines.find((l) => l.productId === water)!.id, 999));
    expect(await state()).toEqual(before);
  });

  it('rolls the whole write back when a statement after the line insert fails', async () => {
    const o = await newOrder();
    const before = { order: await orderRow(o.id), lines: await linesOf(o.id) };
    await t.db.execute(sql`alter table order_histories add constraint test_items_count check (items_count < 100)`);
    try {
      const res = await t.call('POST', '/api/order', {
        token: p.admin.token,
        body: { orderHistoryId: o.id, productId: juice, quantity: 200 },
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table order_histories drop constraint test_items_count`);
    }
    expect(await orderRow(o.id)).toEqual(before.order);
    expect(await linesOf(o.id)).toEqual(before.lines);
  });

  it('lets admins write; couriers, customers and strangers may not', async () => {
    const o = await newOrder();
    const [line] = await linesOf(o.id);
    const calls = [
      ['POST', '/api/order', { orderHistoryId: o.id, productId: juice, quantity: 1 }],
      ['PATCH', `/api/order/${line!.id}`, { quantity: 3 }],
      ['DELETE', `/api/order/${line!.id}`, undefined],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { token: p.courier.token, body })).status, method).toBe(403);
      expect((await t.call(method, path, { token: p.customer.token, body })).status, method).toBe(403);
      expect((await t.call(method, path, { body })).status, method).toBe(401);
    }
    expect(await totals(o.id)).toMatchObject({ itemsCount: 2, version: 1 });
  });

  it('GET /order/:id: admins any line, couriers a new order’s or their own', async () => {
    const open = (await linesOf((await newOrder()).id))[0]!;
    const theirs = (await linesOf((await newOrder({ status: 'courier', courierId: p.courier2.user.id })).id))[0]!;
    const get = (id: number, token?: string) => t.call('GET', `/api/order/${id}`, { token });
    expect((await json(await get(open.id, p.admin.token))).data).toMatchObject({
      id: open.id,
      productId: water,
      product: { id: water },
    });
    expect((await get(theirs.id, p.superadmin.token)).status).toBe(200);
    expect((await get(open.id, p.courier.token)).status).toBe(200);
    expect((await get(theirs.id, p.courier.token)).status).toBe(403);
    expect((await get(theirs.id, p.courier2.token)).status).toBe(200);
    expect((await get(open.id, p.customer.token)).status).toBe(403);
    expect((await get(open.id)).status).toBe(401);
    expect((await get(999_999, p.admin.token)).status).toBe(404);
  });
});
