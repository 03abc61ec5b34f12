import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { shifts } from '../db/schema/shifts';
import { users } from '../db/schema/users';

let t: TestApp;
let p: People;
let water: number;
beforeAll(async () => {
  t = await createTestApp({ courierCashLimit: 100_000 });
  p = await makePeople(t);
  water = (await addProduct(t, { isReturnable: true })).id;
  await t.db.update(users).set({ bottleBalance: 10 }).where(eq(users.id, p.customer.user.id));
}, 60_000);
afterAll(() => t.close());

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await t.call(method, `/api${path}`, { token, body });
  return { status: res.status, body: await json(res) };
};
/** A cash order held by `courierId` carrying `bottles` returnable bottles. */
const heldOrder = (courierId: number, total: number, bottles = 0, paymentMethod: 'cash' | 'card' = 'cash') =>
  addOrder(t, p.customer.user, {
    status: 'courier',
    courierId,
    paymentMethod,
    total,
    lines: bottles ? [{ productId: water, quantity: bottles, price: 18_000 }] : [],
  });
const deliver = (id: number, token: string, extra: object = {}) =>
  call('PATCH', `/order-history/${id}`, token, { status: 'delivered', ...extra });

describe('a courier’s shift, opened, delivered in, closed and confirmed', () => {
  it('opens once, counts the deliveries in SQL, and closes with a difference the admin must explain', async () => {
    const { courier, admin } = p;
    const opened = await call('POST', '/shift', courier.token, { fullBottlesLoaded: 20 });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({ status: 'open', fullBottlesLoaded: 20, cashExpected: 0 });
    const replay = await call('POST', '/shift', courier.token, { fullBottlesLoaded: 20 });
    expect(replay).toMatchObject({ status: 200, body: { data: { id: opened.body.data.id } } });

    const cash = await heldOrder(courier.user.id, 60_000, 3);
    const card = await heldOrder(courier.user.id, 40_000, 2, 'card');
    const rejected = await heldOrder(courier.user.id, 25_000);
    expect((await deliver(cash.id, courier.token, { bottlesReturned: 2 })).status).toBe(200);
    expect((await deliver(cash.id, courier.token, { bottlesReturned: 2 })).status).toBe(200); // a replay
    expect((await deliver(card.id, courier.token)).status).toBe(200);
    const reason = { status: 'rejected', rejectReason: 'Mijoz bekor qildi' };
    expect((await call('PATCH', `/order-history/${rejected.id}`, courier.token, reason)).status).toBe(200);

    const current = (await call('GET', '/shift/current', courier.token)).body;
    expect(current.meta).toEqual({ cashLimit: 100_000 });
    expect(current.data).toMatchObject({
      ordersDelivered: 2,
      ordersRejected: 1,
      cashExpected: 60_000,
      emptiesExpected: 2,
      fullBottlesDelivered: 5,
    });

    const id = opened.body.data.id;
    const declared = { cashDeclared: 55_000, emptiesDeclared: 2, fullBottlesDeclared: 15 };
    expect((await call('POST', `/shift/${id}/close`, courier.token, declared)).body.data).toMatchObject({
      status: 'closing',
      ...declared,
    });
    expect((await call('POST', `/shift/${id}/close`, courier.token, declared)).status).toBe(200);
    expect((await call('POST', `/shift/${id}/close`, courier.token, { ...declared, cashDeclared: 1 })).status).toBe(
      409,
    );
    expect((await call('POST', '/shift', courier.token, { fullBottlesLoaded: 5 })).status).toBe(409);

    const counted = { cashReceived: 55_000, emptiesReceived: 2, fullBottlesReceived: 15 };
    const noNote = await call('PATCH', `/shift/${id}`, admin.token, counted);
    expect(noNote.status).toBe(400);
    expect(noNote.body.meta.errors).toEqual([{ path: 'adminNote', message: 'Farq bor: izoh yozing' }]);
    expect((await t.db.select().from(shifts).where(eq(shifts.id, id)))[0]!.status).toBe('closing');
    const confirmed = await call('PATCH', `/shift/${id}`, admin.token, { ...counted, adminNote: 'Kam topshirdi' });
    expect(confirmed.body.data).toMatchObject({
      status: 'closed',
      cashReceived: 55_000,
      cashDifference: -5_000,
      confirmedBy: { id: admin.user.id, fullName: 'Jasur Admin' },
      adminNote: 'Kam topshirdi',
      lateChanges: [],
    });
    expect((await call('PATCH', `/shift/${id}`, admin.token, counted)).status).toBe(409);
  });

  it('lets the same figures through without a note, and answers an unknown shift 404', async () => {
    const { courier2, admin } = p;
    const { id } = (await call('POST', '/shift', courier2.token, { fullBottlesLoaded: 0 })).body.data;
    const nothing = { cashDeclared: 0, emptiesDeclared: 0, fullBottlesDeclared: 0 };
    expect((await call('POST', `/shift/${id}/close`, p.courier.token, nothing)).status).toBe(403);
    await call('POST', `/shift/${id}/close`, courier2.token, nothing);
    const counted = { cashReceived: 0, emptiesReceived: 0, fullBottlesReceived: 0 };
    expect((await call('PATCH', `/shift/${id}`, admin.token, counted)).status).toBe(200);
    expect((await call('PATCH', '/shift/999999', admin.token, counted)).status).toBe(404);
    expect((await call('GET', '/shift/current', courier2.token)).body.data).toBeNull();
  });

  it('opens a shift for a delivery made with none, and keeps a late delivery in the shift the phone named', async () => {
    const courier = await t.createUser({ role: 'courier', fullName: 'Late Kuryer' });
    const token = await t.tokenFor(courier);
    const early = await heldOrder(courier.id, 30_000);
    const late = await heldOrder(courier.id, 20_000, 1);
    await deliver(early.id, token);
    const shift = (await call('GET', '/shift/current', token)).body.data;
    expect(shift).toMatchObject({ status: 'open', fullBottlesLoaded: null, cashExpected: 30_000 });
    await call('POST', `/shift/${shift.id}/close`, token, {
      cashDeclared: 30_000,
      emptiesDeclared: 0,
      fullBottlesDeclared: 0,
    });
    await call('PATCH', `/shift/${shift.id}`, p.admin.token, {
      cashReceived: 30_000,
      emptiesReceived: 0,
      fullBottlesReceived: 0,
    });

    expect((await deliver(late.id, token, { shiftId: shift.id })).status).toBe(200);
    const [after] = (await call('GET', `/shift?courierId=${courier.id}`, p.admin.token)).body.data;
    expect(after).toMatchObject({ id: shift.id, cashExpected: 50_000, cashDifference: -20_000, ordersDelivered: 2 });
    expect(after.lateChanges).toEqual([
      {
        orderHistoryId: late.id,
        number: late.number,
        at: expect.any(String),
        cash: 20_000,
        empties: 0,
        fullBottles: 1,
        settled: false,
      },
    ]);
    expect((await call('GET', '/shift/current', token)).body.data).toBeNull();
  });

  it('lets the admin count a shift again for its late changes, once, with a note while it still differs', async () => {
    const courier = await t.createUser({ role: 'courier', fullName: 'Kechikkan Kuryer' });
    const token = await t.tokenFor(courier);
    const early = await heldOrder(courier.id, 30_000);
    const late = await heldOrder(courier.id, 20_000, 2);
    await deliver(early.id, token);
    const { id } = (await call('GET', '/shift/current', token)).body.data;
    // The late delivery was made before closing, in a dead zone: its cash was handed over with the rest.
    await call('POST', `/shift/${id}/close`, token, {
      cashDeclared: 50_000,
      emptiesDeclared: 0,
      fullBottlesDeclared: 0,
    });
    const all = { cashReceived: 50_000, emptiesReceived: 0, fullBottlesReceived: 0 };
    await call('PATCH', `/shift/${id}`, p.admin.token, { ...all, adminNote: '20 000 soʻm ortiqcha' });
    const lateWaiting = async () =>
      (await call('GET', `/shift?courierId=${courier.id}&lateWaiting=true`, p.admin.token)).body.data;
    expect(await lateWaiting()).toEqual([]);
    expect((await call('PATCH', `/shift/${id}`, p.admin.token, all)).status).toBe(409); // nothing new to count

    expect((await deliver(late.id, token, { shiftId: id })).status).toBe(200);
    const [waiting] = await lateWaiting();
    expect(waiting).toMatchObject({ id, cashExpected: 50_000, cashDifference: 0 });
    expect(waiting.lateChanges).toMatchObject([{ orderHistoryId: late.id, cash: 20_000, settled: false }]);
    const card = (await call('GET', `/shift/card?courierId=${courier.id}&lateWaiting=true`, p.admin.token)).body.data;
    expect(card).toMatchObject({ cashExpected: 50_000, cashReceived: 50_000, cashDifference: 0 });

    const short = { cashReceived: 45_000, emptiesReceived: 0, fullBottlesReceived: 0 };
    const noNote = await call('PATCH', `/shift/${id}`, p.admin.token, short);
    expect(noNote.status).toBe(400);
    expect(noNote.body.meta.errors).toEqual([{ path: 'adminNote', message: 'Farq bor: izoh yozing' }]);
    const recounted = await call('PATCH', `/shift/${id}`, p.admin.token, { ...short, adminNote: '5 000 soʻm kam' });
    expect(recounted.status).toBe(200);
    expect(recounted.body.data).toMatchObject({
      status: 'closed',
      cashReceived: 45_000,
      cashDifference: -5_000,
      adminNote: '20 000 soʻm ortiqcha; 5 000 soʻm kam',
      lateChanges: [{ orderHistoryId: late.id, settled: true }],
    });
    expect(await lateWaiting()).toEqual([]);
    expect((await call('PATCH', `/shift/${id}`, p.admin.token, short)).status).toBe(409);
    expect((await call('GET', '/shift?lateWaiting=yes', p.admin.token)).status).toBe(400);
  });

  it('refuses a shift that is not the courier’s and changes nothing', async () => {
    const order = await heldOrder(p.courier2.user.id, 10_000);
    const [other] = await t.db.select().from(shifts).where(eq(shifts.courierId, p.courier.user.id));
    const res = await deliver(order.id, p.courier2.token, { shiftId: other!.id });
    expect(res.status).toBe(400);
    expect(res.body.meta.errors).toEqual([{ path: 'shiftId', message: 'Bunday smena topilmadi' }]);
    expect((await call('GET', `/order-history/${order.id}`, p.admin.token)).body.data.status).toBe('courier');
  });
});

describe('deliveries at the same moment', () => {
  it('open one shift between them when the courier had none, each delivery in it once', async () => {
    const courier = await t.createUser({ role: 'courier', fullName: 'Tez Kuryer' });
    const token = await t.tokenFor(courier);
    const held = await Promise.all([1, 2, 3, 4].map((n) => heldOrder(courier.id, n * 1_000)));
    const answers = await Promise.all(held.flatMap((o) => [deliver(o.id, token), deliver(o.id, token)]));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const mine = await t.db.select().from(shifts).where(eq(shifts.courierId, courier.id));
    expect(mine).toHaveLength(1);
    const current = (await call('GET', '/shift/current', token)).body.data;
    expect(current).toMatchObject({ ordersDelivered: 4, cashExpected: 10_000 });
  });
});

describe('the cash limit', () => {
  it('refuses a cash order to a courier holding the limit, until the shift is handed over', async () => {
    const courier = await t.createUser({ role: 'courier', fullName: 'Limit Kuryer' });
    const token = await t.tokenFor(courier);
    await deliver((await heldOrder(courier.id, 100_000)).id, token);
    const cashOrder = await addOrder(t, p.customer.user, { status: 'accepted', paymentMethod: 'cash' });
    const cardOrder = await addOrder(t, p.customer.user, { status: 'accepted', paymentMethod: 'card' });
    const take = (id: number) => call('PATCH', `/order-history/${id}`, token, { status: 'courier' });
    expect(await take(cashOrder.id)).toMatchObject({
      status: 409,
      body: { meta: { message: 'Avval naqd pulni topshiring' } },
    });
    expect((await take(cardOrder.id)).status).toBe(200);

    const couriers = (await call('GET', '/courier', p.admin.token)).body.data;
    expect(couriers.find((c: { id: number }) => c.id === courier.id)).toMatchObject({
      onShift: true,
      cashOnHand: 100_000,
      deliveredToday: 1,
      openOrders: 1,
      lastActivityAt: expect.any(String),
    });
    const { id } = (await call('GET', '/shift/current', token)).body.data;
    await call('POST', `/shift/${id}/close`, token, {
      cashDeclared: 100_000,
      emptiesDeclared: 0,
      fullBottlesDeclared: 0,
    });
    expect((await take(cashOrder.id)).status).toBe(409); // handed over, not yet received
    await call('PATCH', `/shift/${id}`, p.admin.token, {
      cashReceived: 100_000,
      emptiesReceived: 0,
      fullBottlesReceived: 0,
    });
    expect((await take(cashOrder.id)).status).toBe(200);
  });
});

describe('shift lists, cards and roles', () => {
  it('shows a courier only their own shifts, and sums the card', async () => {
    const own = (await call('GET', '/shift?courierId=' + p.courier2.user.id, p.courier.token)).body.data;
    expect(own.every((s: { courierId: number }) => s.courierId === p.courier.user.id)).toBe(true);
    const card = (await call('GET', `/shift/card?courierId=${p.courier.user.id}`, p.admin.token)).body.data;
    expect(card).toEqual({ cashExpected: 60_000, cashReceived: 55_000, cashDifference: -5_000, open: 0, closing: 0 });
  });

  it('answers the role matrix and bad input in the contract’s shape', async () => {
    expect((await call('POST', '/shift', p.admin.token, { fullBottlesLoaded: 1 })).status).toBe(403);
    expect((await call('GET', '/shift/current', p.admin.token)).status).toBe(403);
    expect(
      (
        await call('PATCH', '/shift/1', p.courier.token, {
          cashReceived: 0,
          emptiesReceived: 0,
          fullBottlesReceived: 0,
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/shift', p.customer.token)).status).toBe(403);
    expect((await call('POST', '/shift', p.courier.token, { fullBottlesLoaded: 1000 })).status).toBe(400);
    expect((await call('POST', '/shift', p.courier.token, { fullBottlesLoaded: 1, extra: 1 })).status).toBe(400);
    expect(
      (
        await call('POST', '/shift/1/close', p.courier.token, {
          cashDeclared: -1,
          emptiesDeclared: 0,
          fullBottlesDeclared: 0,
        })
      ).status,
    ).toBe(400);
    expect((await call('GET', '/shift?status=gone', p.admin.token)).status).toBe(400);
    expect((await call('GET', '/shift?dateFrom=2026-02-02&dateTo=2026-02-01', p.admin.token)).status).toBe(400);
    expect((await call('GET', '/shift?sort=cash', p.admin.token)).status).toBe(400);
    expect((await call('GET', '/shift/abc', p.admin.token)).status).toBe(404);
    expect((await call('PATCH', '/order-history/1', p.courier.token, { status: 'courier', shiftId: 1 })).status).toBe(
      400,
    );
  });
});
