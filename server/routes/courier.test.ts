import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  for (let i = 0; i < 2; i++) await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier.user.id });
  await addOrder(t, p.customer.user, { status: 'delivered', courierId: p.courier2.user.id });
  await addOrder(t, p.customer.user, { status: 'courier', courierId: p.courier2.user.id });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/courier', () => {
  it('lists the couriers with their open orders, the least loaded first', async () => {
    const res = await t.call('GET', '/api/courier', { token: p.admin.token });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual([
      {
        id: p.courier2.user.id,
        fullName: 'Sardor Kuryer',
        phone: p.courier2.user.phone,
        status: 'active',
        openOrders: 1,
        onShift: false,
        deliveredToday: 0,
        cashOnHand: 0,
        fullBottlesOut: 0,
        emptiesDue: 0,
        lastActivityAt: null,
      },
      {
        id: p.courier.user.id,
        fullName: 'Bekzod Kuryer',
        phone: p.courier.user.phone,
        status: 'active',
        openOrders: 2,
        onShift: false,
        deliveredToday: 0,
        cashOnHand: 0,
        fullBottlesOut: 0,
        emptiesDue: 0,
        lastActivityAt: null,
      },
    ]);
  });

  it('is for admins only and takes no query', async () => {
    expect((await t.call('GET', '/api/courier', { token: p.courier.token })).status).toBe(403);
    expect((await t.call('GET', '/api/courier?x=1', { token: p.admin.token })).status).toBe(400);
  });
});
