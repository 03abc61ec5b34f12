import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, addDiscount, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { notifications } from '../db/schema/notifications';
import { orderStatusEvents } from '../db/schema/order-status-events';
import { orders } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { tashkentDate } from '../db/seed/time';

let t: TestApp;
let p: People;
let addressId: number;
const today = () => tashkentDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  addressId = (await addAddress(t, p.customer.user.id, { street: 'Navoiy koʻchasi', landmark: 'Korzinka yonida' })).id;
}, 60_000);
afterAll(() => t.close());

const post = (token: string | undefined, body: unknown) => t.call('POST', '/api/order-history', { token, body });
const place = (items: { productId: number; quantity: number }[], extra = {}) =>
  post(p.customer.token, { addressId, items, paymentMethod: 'cash', deliveryDate: today(), ...extra });

describe('POST /api/order-history', () => {
  it('places a customer’s order with server-side totals, a placement event, a count and a notification', async () => {
    await t.db.update(users).set({ bottleBalance: 3 }).where(eq(users.id, p.customer.user.id));
    const water = await addProduct(t, { name: 'Musaffo suvi 18,9 l', price: 20_000, isReturnable: true });
    const tea = await addProduct(t, { name: 'Ahmad Tea 100 g', price: 22_000, unit: 'dona' });
    const res = await place(
      [
        { productId: water.id, quantity: 5 },
        { productId: tea.id, quantity: 1 },
      ],
      { comment: '  Qoʻngʻiroq qiling ' },
    );
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({
      userId: p.customer.user.id,
      user: { id: p.customer.user.id, fullName: 'Dilshod Rahimov', phone: '+998901234567' },
      status: 'pending',
      paymentMethod: 'cash',
      paymentStatus: 'processing',
      courierId: null,
      courier: null,
      itemsCount: 6,
      subtotal: 122_000,
      discountTotal: 0,
      deliveryFee: 0,
      total: 122_000,
      bottlesToReturn: 3,
      bottlesReturned: 0,
      comment: 'Qoʻngʻiroq qiling',
      deliveryDate: today(),
      version: 1,
    });
    expect(data.number).toBeGreaterThanOrEqual(10001);
    expect(data.address).toMatchObject({
      id: addressId,
      street: 'Navoiy koʻchasi',
      landmark: 'Korzinka yonida',
      userId: p.customer.user.id,
    });

    const lines = await t.db.select().from(orders).where(eq(orders.orderHistoryId, data.id)).orderBy(orders.id);
    expect(lines.map((l) => [l.productId, l.quantity, l.price, l.discountAmount, l.total])).toEqual([
      [water.id, 5, 20_000, 0, 100_000],
      [tea.id, 1, 22_000, 0, 22_000],
    ]);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderHistoryId, data.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorId])).toEqual([[null, 'pending', p.customer.user.id]]);
    const [customer] = await t.db.select().from(users).where(eq(users.id, p.customer.user.id));
    expect(customer!.ordersCount).toBe(p.customer.user.ordersCount + 1);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.entityId, data.id));
    expect(note).toMatchObject({
      type: 'new-order',
      title: 'Yangi buyurtma',
      body: `№${data.number}: Dilshod Rahimov, 122 000 soʻm`,
      isRead: false,
    });
  });

  it('applies the best product discount of the day, as the seed does, and charges delivery under 100 000', async () => {
    const water = await addProduct(t, { price: 18_000, isReturnable: true });
    const tea = await addProduct(t, { name: 'Koʻk choy', price: 9_000, unit: 'dona' });
    const pump = await addProduct(t, { name: 'Mexanik pompa', price: 35_000, unit: 'dona' });
    const rice = await addProduct(t, { name: 'Lazer guruchi 5 kg', price: 110_000, unit: 'kg' });
    await addDiscount(t, [water.id], { type: 'percentage', value: 10 });
    await addDiscount(t, [water.id], { type: 'buy-x-get-y', buyQuantity: 4, getQuantity: 1 });
    await addDiscount(t, [tea.id], { type: 'fixed', value: 2_000 });
    await addDiscount(t, [tea.id], { type: 'percentage', value: 50, isActive: false });
    await addDiscount(t, [pump.id], { type: 'promocode', value: 25, promocode: 'BAHOR25' });
    await addDiscount(t, [pump.id], { type: 'percentage', value: 30, startDate: '2020-01-01', endDate: '2020-12-31' });
    await addDiscount(t, [rice.id], { type: 'fixed', value: 5_000, minOrderAmount: 1_000_000 });

    // Water ×5: 10% is 9 000, 4+1 is 18 000 → 18 000. Tea ×3: fixed 2 000 each → 6 000. The rest: none applies.
    const { data } = await json(
      await place([
        { productId: water.id, quantity: 5 },
        { productId: tea.id, quantity: 3 },
      ]),
    );
    expect(data).toMatchObject({
      itemsCount: 8,
      subtotal: 117_000,
      discountTotal: 24_000,
      deliveryFee: 10_000,
      total: 103_000,
    });
    const other = await json(
      await place([
        { productId: pump.id, quantity: 1 },
        { productId: rice.id, quantity: 1 },
      ]),
    );
    expect(other.data).toMatchObject({
      subtotal: 145_000,
      discountTotal: 0,
      deliveryFee: 0,
      total: 145_000,
      bottlesToReturn: 0,
    });
    const lines = await t.db.select().from(orders).where(eq(orders.orderHistoryId, data.id)).orderBy(orders.id);
    expect(lines.map((l) => [l.discountAmount, l.total])).toEqual([
      [18_000, 72_000],
      [6_000, 21_000],
    ]);
  });

  it('refuses another customer’s address, unknown or inactive products, past dates and bad bodies with 400', async () => {
    const product = await addProduct(t);
    const hidden = await addProduct(t, { isActive: false });
    const other = await t.createUser({ role: 'user', passwordHash: null });
    const foreign = await addAddress(t, other.id);
    const item = [{ productId: product.id, quantity: 1 }];
    const paths = async (res: Response) => {
      expect(res.status).toBe(400);
      return (await json(res)).meta.errors.map((e: { path: string }) => e.path);
    };
    expect(await paths(await place(item, { addressId: foreign.id }))).toEqual(['addressId']);
    expect(
      await paths(await place([...item, { productId: hidden.id, quantity: 1 }, { productId: 999_999, quantity: 1 }])),
    ).toEqual(['items.1.productId', 'items.2.productId']);
    expect(await paths(await place(item, { deliveryDate: '2020-01-01' }))).toEqual(['deliveryDate']);
    expect(await paths(await place([]))).toEqual(['items']);
    expect(await paths(await place([...item, ...item]))).toEqual(['items']);
    expect(await paths(await place(Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 }))))).toEqual(
      ['items'],
    );
    expect(
      await paths(
        await place([{ productId: product.id, quantity: 0 }], { paymentMethod: 'cheque', status: 'delivered' }),
      ),
    ).toEqual(['items.0.quantity', 'paymentMethod', 'status']);
  });

  it('is for customers only', async () => {
    const product = await addProduct(t);
    const body = {
      addressId,
      items: [{ productId: product.id, quantity: 1 }],
      paymentMethod: 'cash',
      deliveryDate: today(),
    };
    for (const who of ['admin', 'superadmin', 'courier', 'courier2'] as const)
      expect((await post(p[who].token, body)).status, who).toBe(403);
    expect((await post(undefined, body)).status).toBe(401);
  });
});
