import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import { reminders } from '../db/schema/reminders';

let t: TestApp;
let p: People;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  const other = await t.createUser({ role: 'user', fullName: 'Aziza Karimova', passwordHash: null });
  const rows = await t.db
    .insert(reminders)
    .values([
      { userId: p.customer.user.id, remindOn: '2026-03-01', status: 'pending', answer: 'pending' },
      { userId: p.customer.user.id, remindOn: '2026-03-05', status: 'success', answer: 'ok', note: 'Ertalab' },
      { userId: other.id, remindOn: '2026-03-10', status: 'failed', answer: 'no' },
    ])
    .returning();
  ids = rows.map((r) => r.id);
}, 60_000);
afterAll(() => t.close());

const get = (token: string | undefined, path = '') => t.call('GET', `/api/reminder${path}`, { token });
const idsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json(res)).data.map((r: { id: number }) => r.id);
};

describe('GET /api/reminder', () => {
  it('lists with the customer embedded, filtered and sorted', async () => {
    const res = await json(await get(p.courier.token, '?sort=remindOn&order=asc'));
    expect(res.meta.total).toBe(3);
    expect(res.data[0]).toMatchObject({
      id: ids[0],
      userId: p.customer.user.id,
      remindOn: '2026-03-01',
      status: 'pending',
      answer: 'pending',
      note: null,
      lastOrderId: null,
      address: null,
    });
    expect(res.data[0].user).toEqual({ id: p.customer.user.id, fullName: 'Dilshod Rahimov', phone: '+998901234567' });
    expect(await idsOf(await get(p.admin.token, '?status=pending&status=failed&sort=remindOn&order=asc'))).toEqual([
      ids[0],
      ids[2],
    ]);
    expect(await idsOf(await get(p.admin.token, '?answer=ok'))).toEqual([ids[1]]);
    expect(await idsOf(await get(p.admin.token, '?dateFrom=2026-03-02&dateTo=2026-03-10&sort=remindOn'))).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(await idsOf(await get(p.admin.token, `?userId=${p.customer.user.id}&sort=remindOn`))).toEqual([
      ids[1],
      ids[0],
    ]);
    expect(await idsOf(await get(p.admin.token, '?search=aziza'))).toEqual([ids[2]]);
    for (const bad of ['?sort=status', '?answer=maybe', '?x=1', '?dateFrom=2026-03-05&dateTo=2026-03-01'])
      expect((await get(p.admin.token, bad)).status, bad).toBe(400);
  });

  it('carries the address of the order it follows, as that order has it, in the list and alone', async () => {
    const order = await addOrder(t, p.customer.user);
    const [followed] = await t.db
      .insert(reminders)
      .values({ userId: p.customer.user.id, remindOn: '2026-04-01', lastOrderId: order.id })
      .returning();
    const listed = (await json(await get(p.courier.token, `?userId=${p.customer.user.id}&sort=remindOn`))).data;
    expect(listed.map((r: { id: number }) => r.id)).toContain(followed!.id);
    for (const reminder of [listed[0], (await json(await get(p.courier.token, `/${followed!.id}`))).data]) {
      expect(reminder.address).toEqual(order.address);
      expect(reminder.address).toMatchObject({ district: expect.any(String), street: expect.any(String) });
    }
    await t.db.delete(reminders).where(eq(reminders.id, followed!.id));
  });

  it('reads one by id, 404 for an unknown one', async () => {
    expect((await json(await get(p.courier2.token, `/${ids[1]}`))).data).toMatchObject({ id: ids[1], note: 'Ertalab' });
    expect((await get(p.admin.token, '/999999')).status).toBe(404);
  });

  it('is for staff only', async () => {
    for (const path of ['', `/${ids[0]}`]) {
      expect((await get(p.customer.token, path)).status).toBe(403);
      expect((await get(undefined, path)).status).toBe(401);
    }
    const patch = (token?: string) => t.call('PATCH', `/api/reminder/${ids[0]}`, { token, body: { answer: 'ok' } });
    expect((await patch(p.customer.token)).status).toBe(403);
    expect((await patch()).status).toBe(401);
  });
});

describe('PATCH /api/reminder/:id', () => {
  const patch = (id: number, body: unknown, token = p.courier.token) =>
    t.call('PATCH', `/api/reminder/${id}`, { token, body });

  it('sets the answer and the note; null clears the note', async () => {
    expect((await json(await patch(ids[0]!, { answer: 'no', note: 'Keyingi hafta' }))).data).toMatchObject({
      answer: 'no',
      note: 'Keyingi hafta',
      status: 'pending',
    });
    expect((await json(await patch(ids[0]!, { note: null }, p.admin.token))).data).toMatchObject({
      answer: 'no',
      note: null,
    });
  });

  it('validates the body and the id', async () => {
    for (const body of [{}, { answer: 'maybe' }, { status: 'success' }, { note: 'x'.repeat(1001) }])
      expect((await patch(ids[0]!, body)).status, JSON.stringify(body)).toBe(400);
    expect((await patch(999_999, { answer: 'ok' })).status).toBe(404);
  });
});
