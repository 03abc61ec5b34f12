import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { orderStatusEvents } from '../db/schema/order-status-events';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  await t.db.update(users).set({ bottleBalance: 500 }).where(eq(users.id, p.customer.user.id));
}, 60_000);
afterAll(() => t.close());

const patch = (id: number, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token: p.courier.token, body });
const events = async (id: number) =>
  t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderHistoryId, id));

// A courier's change and its retry (or the same change through two instances) arriving at once: on
// PostgreSQL both read the order before either wrote, and the second answered 409.
describe('the same courier change twice at once', () => {
  it('answers 200 to both takes and both deliveries, with one effect each', async () => {
    for (let n = 0; n < 10; n++) {
      const order = await addOrder(t, p.customer.user, { status: 'accepted' });
      const takes = await Promise.all([patch(order.id, { status: 'courier' }), patch(order.id, { status: 'courier' })]);
      expect(takes.map((res) => res.status)).toEqual([200, 200]);
      const delivery = { status: 'delivered', bottlesReturned: 1, version: 2 };
      const deliveries = await Promise.all([patch(order.id, delivery), patch(order.id, delivery)]);
      expect(deliveries.map((res) => res.status)).toEqual([200, 200]);
      expect((await events(order.id)).map((e) => e.toStatus)).toEqual(['accepted', 'courier', 'delivered']);
    }
    const [customer] = await t.db.select().from(users).where(eq(users.id, p.customer.user.id));
    expect(customer!.bottleBalance).toBe(490);
  }, 60_000);
});
