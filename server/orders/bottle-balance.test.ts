import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { bottles } from '../db/schema/bottles';
import { orderHistories } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import type { UserRow } from '../dto/user';

let t: TestApp;
let p: People;
let water: number;
let tea: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  water = (await addProduct(t, { name: 'Suv 18,9 l', price: 18_000, isReturnable: true })).id;
  tea = (await addProduct(t, { name: 'Choy', price: 20_000, unit: 'dona' })).id;
}, 60_000);
afterAll(() => t.close());

async function customerWith(bottleBalance: number): Promise<UserRow> {
  const user = await t.createUser({ role: 'user', fullName: 'Idishli Mijoz', passwordHash: null });
  await t.db.update(users).set({ bottleBalance }).where(eq(users.id, user.id));
  return user;
}
const balanceOf = async (user: UserRow) =>
  (await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.bottleBalance;
/** An order with the courier bringing `waters` returnable bottles and a non-returnable line. */
const orderFor = (customer: UserRow, waters: number) =>
  addOrder(t, customer, {
    status: 'courier',
    courierId: p.courier.user.id,
    lines: [
      { productId: water, quantity: waters, price: 18_000 },
      { productId: tea, quantity: 5, price: 20_000 },
    ],
  });
const deliver = (id: number, bottlesReturned?: number) =>
  t.call('PATCH', `/api/order-history/${id}`, {
    token: p.courier.token,
    body: { status: 'delivered', ...(bottlesReturned === undefined ? {} : { bottlesReturned }) },
  });

describe('bottles taken back', () => {
  it('are at most what the customer holds plus what this order brings; a delivery hands over its returnable bottles', async () => {
    const customer = await customerWith(3);
    const order = await orderFor(customer, 2);
    const tooMany = await deliver(order.id, 6);
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).meta.errors).toEqual([
      { path: 'bottlesReturned', message: 'Mijozda 5 ta idish bor: koʻpi bilan shuncha qaytarib olinadi' },
    ]);
    const [unchanged] = await t.db.select().from(orderHistories).where(eq(orderHistories.id, order.id));
    expect(unchanged).toMatchObject({ status: 'courier', bottlesReturned: 0, version: order.version });
    expect(await balanceOf(customer)).toBe(3);
    expect(await t.db.select().from(bottles).where(eq(bottles.orderHistoryId, order.id))).toEqual([]);

    expect((await deliver(order.id, 5)).status).toBe(200);
    expect(await balanceOf(customer)).toBe(0);
  });

  it('without a count, a delivery raises the balance by the returnable bottles only', async () => {
    const customer = await customerWith(1);
    expect((await deliver((await orderFor(customer, 4)).id)).status).toBe(200);
    expect(await balanceOf(customer)).toBe(5);
  });

  it('by POST /bottle: at most the balance plus the earlier count of the order, named `count`', async () => {
    const customer = await customerWith(2);
    const order = await addOrder(t, customer, { status: 'delivered', courierId: p.courier.user.id });
    const post = (count: number) =>
      t.call('POST', '/api/bottle', { token: p.courier.token, body: { orderHistoryId: order.id, count } });
    const refused = await post(3);
    expect(refused.status).toBe(400);
    expect((await json(refused)).meta.errors[0].path).toBe('count');
    expect((await post(2)).status).toBe(201);
    expect(await balanceOf(customer)).toBe(0);
    expect((await post(2)).status).toBe(200); // a replay: the earlier count is given back first
    expect((await post(3)).status).toBe(400);
    expect((await post(1)).status).toBe(200);
    expect(await balanceOf(customer)).toBe(1);
  });
});
