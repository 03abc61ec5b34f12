import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { bottles } from '../db/schema/bottles';
import { orderHistories } from '../db/schema/order-histories';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await t.db.update(users).set({ bottleBalance: 10 }).where(eq(users.id, p.customer.user.id));
}, 60_000);
afterAll(() => t.close());

const post = (token: string | undefined, body: unknown) => t.call('POST', '/api/bottle', { token, body });
const balance = async () => (await t.db.select().from(users).where(eq(users.id, p.customer.user.id)))[0]!.bottleBalance;
const order = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;

describe('POST /api/bottle', () => {
  it('records the count once per order: a replay changes nothing, a new count moves the balance by the difference and bumps the version', async () => {
    const o = await addOrder(t, p.customer.user, {
      status: 'courier',
      courierId: p.courier.user.id,
      bottlesToReturn: 3,
    });
    const first = await post(p.courier.token, { orderHistoryId: o.id, count: 3 });
    expect(first.status).toBe(201);
    const { data } = await json(first);
    expect(data).toMatchObject({
      orderHistoryId: o.id,
      userId: p.customer.user.id,
      courierId: p.courier.user.id,
      count: 3,
    });
    expect(Object.keys(data).sort()).toEqual(['count', 'courierId', 'createdAt', 'id', 'orderHistoryId', 'userId']);
    expect(await balance()).toBe(7);
    expect(await order(o.id)).toMatchObject({ bottlesReturned: 3, version: 2 });

    const replay = await post(p.courier.token, { orderHistoryId: o.id, count: 3 });
    expect(replay.status).toBe(200);
    expect((await json(replay)).data.id).toBe(data.id);
    expect(await balance()).toBe(7);
    expect((await order(o.id)).version).toBe(2);

    expect((await post(p.courier.token, { orderHistoryId: o.id, count: 1 })).status).toBe(200);
    expect(await balance()).toBe(9);
    expect(await order(o.id)).toMatchObject({ bottlesReturned: 1, version: 3 });
    expect(await t.db.select().from(bottles).where(eq(bottles.orderHistoryId, o.id))).toHaveLength(1);
  });

  it('applies concurrent replays once', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'delivered', courierId: p.courier.user.id });
    const before = await balance();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => post(p.courier.token, { orderHistoryId: o.id, count: 2 })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await balance()).toBe(before - 2);
  });

  it('is for the assigned courier or an admin, on an order with a courier or delivered', async () => {
    const o = await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
    expect((await post(p.courier2.token, { orderHistoryId: o.id, count: 1 })).status).toBe(403);
    expect((await post(p.customer.token, { orderHistoryId: o.id, count: 1 })).status).toBe(403);
    expect((await post(undefined, { orderHistoryId: o.id, count: 1 })).status).toBe(401);
    const byAdmin = await post(p.admin.token, { orderHistoryId: o.id, count: 1 });
    expect(byAdmin.status).toBe(201);
    expect((await json(byAdmin)).data.courierId).toBe(p.courier.user.id);
    expect((await post(p.superadmin.token, { orderHistoryId: o.id, count: 2 })).status).toBe(200);
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      const other = await addOrder(t, p.customer.user, {
        status,
        courierId: status === 'rejected' ? p.courier.user.id : null,
      });
      expect((await post(p.admin.token, { orderHistoryId: other.id, count: 1 })).status, status).toBe(409);
    }
    expect((await post(p.admin.token, { orderHistoryId: 999_999, count: 1 })).status).toBe(404);
  });

  it('validates the body', async () => {
    for (const body of [
      { orderHistoryId: 1, count: 100 },
      { orderHistoryId: 1, count: -1 },
      { orderHistoryId: 1 },
      { orderHistoryId: 1, count: 1, extra: true },
    ]) {
      expect((await post(p.admin.token, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
