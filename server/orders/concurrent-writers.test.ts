import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { users } from '../db/schema/users';
import { tashkentDate } from '../db/seed/time';

let t: TestApp;
let p: People;
let addressId: number;
let productId: number;

const deadlocks = async () => {
  const result = await t.db.execute<{ n: number }>(
    sql`select coalesce(sum(deadlocks), 0)::int as n from pg_stat_database where datname = current_database()`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  addressId = (await addAddress(t, p.customer.user.id)).id;
  productId = (await addProduct(t, { isReturnable: true })).id;
}, 60_000);
afterAll(() => t.close());

// The scenario: one customer orders from two loops while three couriers deliver another
// customer's orders with bottles, and one courier delivers the ordering customer's own orders. With one
// row per table raised by every writer (table_versions), placing an order (users → order_histories)
// and a delivery with bottles (order_histories → users) took those rows in opposite orders and
// deadlocked on PostgreSQL.
describe('concurrent writers of different orders', () => {
  it('place orders and deliver with bottles at once without a deadlock or a 5xx', async () => {
    const other = await t.createUser({ role: 'user', fullName: 'Malika Karimova', passwordHash: null });
    await t.db.update(users).set({ bottleBalance: 1_000 }).where(eq(users.id, other.id));
    await t.db.update(users).set({ bottleBalance: 1_000 }).where(eq(users.id, p.customer.user.id));
    const couriers = [p.courier, p.courier2, await courier('Ulugʻbek'), await courier('Shohruh')];
    const perCourier = 12;
    const queues = await Promise.all(
      couriers.map(async (courier, i) => {
        const customer = i === 3 ? p.customer.user : other;
        const made = [];
        for (let n = 0; n < perCourier; n++)
          made.push(await addOrder(t, customer, { status: 'courier', courierId: courier.user.id, bottlesToReturn: 5 }));
        return made;
      }),
    );
    const before = await deadlocks();
    const statuses: number[] = [];
    const deliverAll = async (token: string, orders: { id: number }[]) => {
      for (const order of orders) {
        const res = await t.call('PATCH', `/api/order-history/${order.id}`, {
          token,
          body: { status: 'delivered', bottlesReturned: 2 },
        });
        statuses.push(res.status);
      }
    };
    const placeMany = async () => {
      for (let n = 0; n < perCourier * 2; n++) {
        const res = await t.call('POST', '/api/order-history', {
          token: p.customer.token,
          body: {
            addressId,
            items: [{ productId, quantity: 2 }],
            paymentMethod: 'cash',
            deliveryDate: tashkentDate(new Date()),
          },
        });
        statuses.push(res.status);
      }
    };
    await Promise.all([
      placeMany(),
      placeMany(),
      ...couriers.map((courier, i) => deliverAll(courier.token, queues[i]!)),
    ]);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    // Statistics reach pg_stat_database within a second of the transactions' end.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await deadlocks()).toBe(before);
    const [customer] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(customer!.bottleBalance).toBe(1_000 - 3 * perCourier * 2);
  }, 120_000);
});

async function courier(name: string) {
  const user = await t.createUser({ role: 'courier', fullName: `${name} Kuryer`, passwordHash: null });
  return { user, token: await t.tokenFor(user) };
}
