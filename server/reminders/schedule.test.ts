import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { notifications } from '../db/schema/notifications';
import { reminders } from '../db/schema/reminders';
import { day } from '../db/seed/time';
import { dueCustomers, scheduleReminders } from './schedule';

let t: TestApp;
const now = new Date('2026-06-20T07:00:00Z'); // 12:00 in Tashkent
const ago = (days: number) => new Date(+now - days * day);
let water: number;
let bread: number;
beforeAll(async () => {
  t = await createTestApp();
  water = (await addProduct(t, { name: 'Suv 18,9 l', isReturnable: true })).id;
  bread = (await addProduct(t, { name: 'Non', price: 4_000, unit: 'dona' })).id;
}, 60_000);
afterAll(() => t.close());

async function customerWith(deliveries: { daysAgo: number; productId?: number }[], fields = {}) {
  const user = await t.createUser({ role: 'user', passwordHash: null, ...fields });
  const orders = [];
  for (const { daysAgo, productId = water } of deliveries) {
    const at = ago(daysAgo);
    orders.push(
      await addOrder(t, user, {
        status: 'delivered',
        createdAt: at,
        deliveredAt: at,
        lines: [{ productId, quantity: 1, price: 18_000 }],
      }),
    );
  }
  return { user, orders };
}

describe('scheduleReminders', () => {
  it('reminds customers whose last water came 10–14 days ago, once', async () => {
    const due = await customerWith([{ daysAgo: 30 }, { daysAgo: 10 }]);
    const late = await customerWith([{ daysAgo: 14 }]);
    await customerWith([{ daysAgo: 12 }, { daysAgo: 3 }]); // newer water since
    await customerWith([{ daysAgo: 10, productId: bread }]); // no returnable bottles
    await customerWith([{ daysAgo: 15 }]); // too long ago
    await customerWith([{ daysAgo: 10 }], { status: 'blocked' });
    const pending = await customerWith([{ daysAgo: 11 }]);
    await t.db.insert(reminders).values({ userId: pending.user.id, remindOn: '2026-06-25' });

    expect(await scheduleReminders(t.db, now)).toBe(2);
    const made = await t.db
      .select()
      .from(reminders)
      .where(eq(reminders.remindOn, '2026-06-20'))
      .orderBy(reminders.userId);
    expect(
      made.map((r) => ({ userId: r.userId, lastOrderId: r.lastOrderId, status: r.status, answer: r.answer })),
    ).toEqual([
      { userId: due.user.id, lastOrderId: due.orders[1]!.id, status: 'pending', answer: 'pending' },
      { userId: late.user.id, lastOrderId: late.orders[0]!.id, status: 'pending', answer: 'pending' },
    ]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'new-reminder'))
      .orderBy(notifications.entityId);
    expect(notes.map((n) => n.entityId)).toEqual(made.map((r) => r.id));

    // Idempotent: again now, an hour later, and after the customer answered.
    expect(await scheduleReminders(t.db, now)).toBe(0);
    expect(await scheduleReminders(t.db, new Date(+now + 3_600_000))).toBe(0);
    await t.db
      .update(reminders)
      .set({ status: 'success', answer: 'ok' })
      .where(
        inArray(
          reminders.id,
          made.map((r) => r.id),
        ),
      );
    expect(await scheduleReminders(t.db, new Date(+now + day))).toBe(0);
    expect(await t.db.$count(notifications)).toBe(2);
  });

  it('two runs at once create each reminder once', async () => {
    const later = new Date(+now + 2 * day);
    const next = await customerWith([{ daysAgo: 12 }]);
    const counts = await Promise.all([scheduleReminders(t.db, later), scheduleReminders(t.db, later)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await t.db.$count(reminders, eq(reminders.userId, next.user.id))).toBe(1);
  });

  it('reads the last days’ deliveries from their index, not every delivered order', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const from = ago(14).toISOString();
      const result = (await tx.execute(sql`explain ${dueCustomers(from, ago(10).toISOString())}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using order_histories_delivered_at_idx/);
  });
});
