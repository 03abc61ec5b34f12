import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../src/contract/enums';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { everyShiftsFigures } from '../shifts/shift-figures';
import { backfillShiftTotals } from './backfill-shift-totals';
import type { Db } from './client';
import { rowsOf } from './rows';
import { orderHistories as h } from './schema/order-histories';
import { orders as lines } from './schema/orders';
import { products } from './schema/products';
import { shiftOrders, shifts, shiftTotalsBackfill } from './schema/shifts';

let t: TestApp;
let p: People;
let productIds: number[];
let shiftIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  productIds = [
    (await addProduct(t, { isReturnable: true })).id,
    (await addProduct(t, { isReturnable: true })).id,
    (await addProduct(t, { isReturnable: false })).id,
  ];
  shiftIds = (
    await t.db
      .insert(shifts)
      .values([0, 1, 2].map(() => ({ courierId: p.courier.user.id, status: 'closed' as const })))
      .returning({ id: shifts.id })
  ).map((s) => s.id);
}, 60_000);
afterAll(() => t.close());

const orderFigures = fc.record(
  {
    // Mostly what a shift counts, so that most changes move its figures.
    status: fc.constantFrom('delivered' as const, 'delivered' as const, 'rejected' as const, ...orderStatuses),
    paymentMethod: fc.constantFrom(...paymentMethods),
    paymentStatus: fc.constantFrom(...paymentStatuses),
    total: fc.integer({ min: 0, max: 2_000_000 }),
    bottlesReturned: fc.integer({ min: 0, max: 9 }),
  },
  { requiredKeys: [] },
);
const line = fc.record({ product: fc.nat(2), quantity: fc.integer({ min: 1, max: 5 }) });

const change = fc.oneof(
  fc.record({
    kind: fc.constant('order' as const),
    set: orderFigures,
    lines: fc.array(line, { maxLength: 3 }),
    shift: fc.option(fc.nat(2)),
  }),
  fc.record({ kind: fc.constant('put-in-shift' as const), pick: fc.nat(), shift: fc.nat(2) }),
  fc.record({ kind: fc.constant('move-to-shift' as const), pick: fc.nat(), shift: fc.nat(2) }),
  fc.record({ kind: fc.constant('take-out-of-shift' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), set: orderFigures }),
  fc.record({ kind: fc.constant('update-many' as const), set: orderFigures }),
  fc.record({ kind: fc.constant('add-line' as const), pick: fc.nat(), line }),
  fc.record({ kind: fc.constant('change-line' as const), pick: fc.nat(), quantity: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('remove-line' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('flip-returnable' as const), product: fc.nat(2) }),
  fc.record({ kind: fc.constant('delete-order' as const), pick: fc.nat() }),
);
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

const idsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<{ id: number }>(await db.execute(query)).map((r) => r.id);

async function apply(db: Db, c: Change) {
  const orderIds = await idsOf(db, sql`select id from order_histories order by id`);
  const inShifts = await idsOf(db, sql`select order_history_id as id from shift_orders order by 1`);
  const lineIds = await idsOf(
    db,
    sql`select l.id from orders l join shift_orders so using (order_history_id) order by l.id`,
  );
  // Newest first: a run's changes mostly reach the orders and lines it made, not the first ones of all.
  const picked = (ids: number[], n: number) => ids[ids.length - 1 - (n % ids.length)]!;
  switch (c.kind) {
    case 'order': {
      const order = await addOrder(t, p.customer.user, { courierId: p.courier.user.id, status: 'delivered', ...c.set });
      if (c.lines.length)
        await db.insert(lines).values(
          c.lines.map((l) => ({
            orderHistoryId: order.id,
            productId: productIds[l.product]!,
            quantity: l.quantity,
            price: 1000,
            total: 1000 * l.quantity,
          })),
        );
      if (c.shift !== null)
        await db.insert(shiftOrders).values({ orderHistoryId: order.id, shiftId: shiftIds[c.shift]! });
      return;
    }
    case 'put-in-shift':
      if (orderIds.length)
        await db
          .insert(shiftOrders)
          .values({ orderHistoryId: picked(orderIds, c.pick), shiftId: shiftIds[c.shift]! })
          .onConflictDoNothing();
      return;
    case 'move-to-shift':
      if (inShifts.length)
        await db
          .update(shiftOrders)
          .set({ shiftId: shiftIds[c.shift]! })
          .where(eq(shiftOrders.orderHistoryId, picked(inShifts, c.pick)));
      return;
    case 'take-out-of-shift':
      if (inShifts.length) await db.delete(shiftOrders).where(eq(shiftOrders.orderHistoryId, picked(inShifts, c.pick)));
      return;
    case 'update':
      if (orderIds.length && Object.keys(c.set).length)
        await db
          .update(h)
          .set(c.set)
          .where(eq(h.id, picked(orderIds, c.pick)));
      return;
    case 'update-many':
      if (orderIds.length && Object.keys(c.set).length)
        await db
          .update(h)
          .set(c.set)
          .where(
            inArray(
              h.id,
              orderIds.filter((_, i) => i % 2 === 0),
            ),
          );
      return;
    case 'add-line':
      if (inShifts.length)
        await db.insert(lines).values({
          orderHistoryId: picked(inShifts, c.pick),
          productId: productIds[c.line.product]!,
          quantity: c.line.quantity,
          price: 1000,
          total: 1000 * c.line.quantity,
        });
      return;
    case 'change-line':
      if (lineIds.length)
        await db
          .update(lines)
          .set({ quantity: c.quantity })
          .where(eq(lines.id, picked(lineIds, c.pick)));
      return;
    case 'remove-line':
      if (lineIds.length) await db.delete(lines).where(eq(lines.id, picked(lineIds, c.pick)));
      return;
    case 'flip-returnable':
      await db
        .update(products)
        .set({ isReturnable: sql`not ${products.isReturnable}` })
        .where(eq(products.id, productIds[c.product]!));
      return;
    case 'delete-order':
      if (orderIds.length) await db.delete(h).where(eq(h.id, picked(orderIds, c.pick)));
  }
}

/** What shift_totals holds and what the shifts' orders sum to, shifts at zero left out of both. */
async function compare(db: Db) {
  const fromOrders = rowsOf<{ id: number; figures: Record<string, number> }>(await db.execute(everyShiftsFigures))
    .filter((r) => Object.values(r.figures).some((v) => v !== 0))
    .map((r) => ({ shiftId: r.id, ...r.figures }))
    .sort((a, b) => a.shiftId - b.shiftId);
  const fromTotals = rowsOf<Record<string, number>>(
    await db.execute(sql`select shift_id as "shiftId", orders_delivered::int as "ordersDelivered",
      orders_rejected::int as "ordersRejected", cash_expected::int as "cashExpected",
      empties_expected::int as "emptiesExpected", full_bottles_delivered::int as "fullBottlesDelivered"
    from shift_totals where orders_delivered <> 0 or orders_rejected <> 0 or cash_expected <> 0
      or empties_expected <> 0 or full_bottles_delivered <> 0 order by shift_id`),
  );
  expect(fromTotals).toEqual(fromOrders);
}

describe('shift_totals', () => {
  it("equals the sums over the shifts' orders after any sequence of changes to orders, lines, shifts and products", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 10 }), async (changes) => {
        for (const c of changes) await apply(t.db, c);
        await compare(t.db);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('adds the shifts of before the triggers once, whatever changed them since', async () => {
    const [shift] = await t.db
      .insert(shifts)
      .values({ courierId: p.courier2.user.id, status: 'closed' })
      .returning({ id: shifts.id });
    const delivered = await addOrder(t, p.customer.user, { status: 'delivered', total: 30_000, bottlesReturned: 2 });
    await t.db.execute(sql`alter table shift_orders disable trigger shift_totals_on_insert`);
    await t.db.insert(shiftOrders).values({ orderHistoryId: delivered.id, shiftId: shift!.id });
    await t.db.execute(sql`alter table shift_orders enable trigger shift_totals_on_insert`);
    await t.db.insert(shiftTotalsBackfill).values({ shiftId: shift!.id });
    // Changed after the triggers, before the backfill: the change is counted once, not twice.
    await t.db.update(h).set({ bottlesReturned: 3 }).where(eq(h.id, delivered.id));
    expect(await backfillShiftTotals(t.db)).toBe(1);
    await compare(t.db);
    expect(await backfillShiftTotals(t.db)).toBe(0);
  });
});
