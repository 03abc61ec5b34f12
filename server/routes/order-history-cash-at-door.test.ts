import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus } from '../../src/contract/enums';
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

const patch = (id: number, token: string, body: unknown) =>
  t.call('PATCH', `/api/order-history/${id}`, { token, body });
const stored = async (id: number) => (await t.db.select().from(orderHistories).where(eq(orderHistories.id, id)))[0]!;
const held = (paymentMethod: PaymentMethod, paymentStatus: PaymentStatus) =>
  addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id, paymentMethod, paymentStatus });
const detail = async (id: number) =>
  (await json(await t.call('GET', `/api/order-history/${id}`, { token: p.admin.token }))).data;

describe('PATCH /api/order-history/:id — cash at the door (API.md)', () => {
  it.each<PaymentStatus>(['processing', 'failed', 'canceled'])(
    'a delivery of a click order whose payment is %s becomes cash, paid, with the switch in its events',
    async (status) => {
      const o = await held('click', status);
      const res = await patch(o.id, p.courier.token, { status: 'delivered', paymentMethod: 'cash', version: 1 });
      expect(res.status).toBe(200);
      expect((await json(res)).data).toMatchObject({
        status: 'delivered',
        paymentMethod: 'cash',
        paymentStatus: 'success',
        version: 2,
      });
      const events = (await detail(o.id)).events;
      expect(events.at(-1)).toMatchObject({ status: 'delivered' });
      expect(events.at(-1).note).toContain('Naqd pul olindi (avval: Click');
    },
  );

  it('is answered 200, unchanged, when the same delivery with its switch is replayed', async () => {
    const o = await held('payme', 'failed');
    const body = { status: 'delivered', paymentMethod: 'cash', bottlesReturned: 0, version: 1 };
    expect((await patch(o.id, p.courier.token, body)).status).toBe(200);
    const after = await stored(o.id);
    expect((await patch(o.id, p.courier.token, body)).status).toBe(200);
    expect(await stored(o.id)).toEqual(after);
  });

  it('refuses an order already paid with 409 and changes nothing', async () => {
    const o = await held('card', 'success');
    const res = await patch(o.id, p.courier.token, { status: 'delivered', paymentMethod: 'cash' });
    expect(res.status).toBe(409);
    expect((await json(res)).meta.message).toContain('Toʻlangan');
    expect(await stored(o.id)).toMatchObject({ status: 'courier', paymentMethod: 'card', version: 1 });
  });

  it.each([
    ['without a delivery', { paymentMethod: 'cash' }],
    ['with a hand back', { status: 'accepted', paymentMethod: 'cash' }],
    ['to another method', { status: 'delivered', paymentMethod: 'card' }],
  ])('refuses a courier’s payment method %s with 403 and changes nothing', async (_, body) => {
    const o = await held('click', 'failed');
    const res = await patch(o.id, p.courier.token, body);
    expect(res.status).toBe(403);
    expect((await json(res)).meta.message).toMatch(/Toʻlov usulini/);
    expect(await stored(o.id)).toMatchObject({ status: 'courier', paymentMethod: 'click', version: 1 });
  });

  it('refuses the switch to an admin (403) and to a courier who does not hold the order (403)', async () => {
    const o = await held('click', 'processing');
    expect((await patch(o.id, p.admin.token, { status: 'delivered', paymentMethod: 'cash' })).status).toBe(403);
    expect((await patch(o.id, p.courier2.token, { status: 'delivered', paymentMethod: 'cash' })).status).toBe(403);
    expect(await stored(o.id)).toMatchObject({ status: 'courier', paymentMethod: 'click', version: 1 });
  });

  it('a plain delivery of an unpaid online order leaves its payment as it was', async () => {
    const o = await held('transfer', 'processing');
    expect((await patch(o.id, p.courier.token, { status: 'delivered' })).status).toBe(200);
    expect(await stored(o.id)).toMatchObject({ paymentMethod: 'transfer', paymentStatus: 'processing' });
  });
});
