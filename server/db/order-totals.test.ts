import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../src/contract/enums';
import { orderHistoryListQuery } from '../../src/contract/schemas/order-history';
import { addAddress, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { toAddress } from '../dto/address';
import { orderCard, orderCardFromCustomerTotals, orderCardFromDayTotals } from '../queries/order-history-card';
import { orderConditions } from '../queries/order-history-filters';
import { customerTotalsConditions } from '../queries/customer-order-totals';
import { dayTotalsConditions } from '../queries/order-day-totals';
import { backfillCustomerOrderTotals } from './backfill-customer-order-totals';
import { backfillOrderDayTotals } from './backfill-order-day-totals';
import type { Db } from './client';
import { customerOrderTotalsBackfill } from './schema/customer-order-totals';
import { orderDayTotalsBackfill } from './schema/order-day-totals';
import { orderHistories as h } from './schema/order-histories';

let t: TestApp;
let p: People;
/** A second customer with the first one's first name: a search for it finds both. */
let namesake: Awaited<ReturnType<TestApp['createUser']>>;
let address: ReturnType<typeof toAddress>;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  namesake = await t.createUser({
    passwordHash: null,
    role: 'user',
    fullName: 'Dilshod Karimov',
    phone: '+998935550011',
  });
  address = toAddress(await addAddress(t, p.customer.user.id));
}, 60_000);
afterAll(() => t.close());

// Instants on both sides of a Tashkent midnight (19:00 UTC) and a month's end.
const instants = ['2026-03-31T18:59:59Z', '2026-03-31T19:00:00Z', '2026-04-01T08:00:00Z', '2026-04-15T12:00:00Z'];
const figures = {
  createdAt: fc.constantFrom(...instants).map((iso) => new Date(iso)),
  status: fc.constantFrom(...orderStatuses),
  paymentMethod: fc.constantFrom(...paymentMethods),
  paymentStatus: fc.constantFrom(...paymentStatuses),
  courier: fc.constantFrom('none', 'courier', 'courier2') as fc.Arbitrary<'none' | 'courier' | 'courier2'>,
  customer: fc.constantFrom('customer', 'namesake') as fc.Arbitrary<'customer' | 'namesake'>,
  total: fc.integer({ min: 0, max: 2_000_000 }),
  bottlesToReturn: fc.integer({ min: 0, max: 9 }),
};
type Figures = { [K in keyof typeof figures]: (typeof figures)[K] extends fc.Arbitrary<infer V> ? V : never };

const change = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    orders: fc.array(fc.record(figures), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), set: fc.record(figures, { requiredKeys: [] }) }),
  fc.record({ kind: fc.constant('update-many' as const), set: fc.record(figures, { requiredKeys: [] }) }),
  fc.record({ kind: fc.constant('comment' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

function columns({ courier, customer, ...rest }: Partial<Figures>) {
  const courierId = courier && (courier === 'none' ? null : p[courier].user.id);
  const userId = customer && (customer === 'namesake' ? namesake.id : p.customer.user.id);
  return { ...rest, ...(courier ? { courierId } : {}), ...(customer ? { userId } : {}) };
}

type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

async function apply(db: Db, c: Change) {
  const ids = (await db.select({ id: h.id }).from(h).orderBy(h.id)).map((r) => r.id);
  const picked = (n: number) => ids[n % ids.length];
  if (c.kind === 'insert') {
    const rows = c.orders.map((o) => ({
      address,
      deliveryDate: '2026-04-01',
      ...columns(o),
      userId: columns(o).userId!,
      paymentMethod: o.paymentMethod,
    }));
    await db.insert(h).values(rows);
  } else if (ids.length === 0) return;
  else if (c.kind === 'update' && Object.keys(c.set).length > 0)
    await db
      .update(h)
      .set(columns(c.set))
      .where(eq(h.id, picked(c.pick)!));
  else if (c.kind === 'update-many' && Object.keys(c.set).length > 0)
    await db
      .update(h)
      .set(columns(c.set))
      .where(
        inArray(
          h.id,
          ids.filter((_, i) => i % 2 === 0),
        ),
      );
  else if (c.kind === 'comment')
    await db
      .update(h)
      .set({ comment: 'izoh' })
      .where(eq(h.id, picked(c.pick)!));
  else if (c.kind === 'delete') await db.delete(h).where(eq(h.id, picked(c.pick)!));
}

/** A customer's row of customer_order_totals, counted from the orders directly. */
const customerFigures = sql.raw(
  [
    'count(*) as orders',
    'sum(total) as amount',
    'sum(bottles_to_return) as bottles_to_return',
    `coalesce(sum(total) filter (where payment_method = 'cash' and payment_status <> 'success' and status <> 'rejected'), 0) as cash_to_collect`,
    ...orderStatuses.map((status) => `count(*) filter (where status = '${status}') as status_${status}`),
    ...paymentMethods.map((method) => `count(*) filter (where payment_method = '${method}') as method_${method}`),
  ].join(', '),
);

/** Rows the totals hold and rows a direct count of the orders gives, both without the keys at 0. */
async function compare(db: Db) {
  const rows = (query: ReturnType<typeof sql>) =>
    db.execute(query).then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows);
  const fromOrders = await rows(sql`
    select created_on::text as day, coalesce(courier_id, 0) as courier_id, status::text, payment_method::text,
      payment_status::text, count(*)::int as orders, sum(total)::int as amount, sum(bottles_to_return)::int as bottles
    from order_histories group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  const fromTotals = await rows(sql`
    select day::text, courier_id, status::text, payment_method::text,
      payment_status::text, orders, amount::int, bottles_to_return::int as bottles
    from order_day_totals where orders <> 0 or amount <> 0 or bottles_to_return <> 0 order by 1, 2, 3, 4, 5`);
  expect(fromTotals).toEqual(fromOrders);
  const byCustomerFromOrders = await rows(
    sql`select user_id, ${customerFigures} from order_histories group by 1 order by 1`,
  );
  const byCustomerFromTotals = (await rows(sql`select * from customer_order_totals order by user_id`)).filter((row) =>
    Object.entries(row).some(([column, value]) => column !== 'user_id' && Number(value) !== 0),
  );
  const numbers = (list: Record<string, unknown>[]) =>
    list.map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, Number(value)])));
  expect(numbers(byCustomerFromTotals)).toEqual(numbers(byCustomerFromOrders));
}

describe('order_day_totals and customer_order_totals', () => {
  it('equal a direct count of the orders after any sequence of inserts, updates and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 8 }), async (changes) => {
        // Each sequence in one transaction, as the routes change orders; the check reads inside it too.
        await t.db.transaction(async (tx) => {
          for (const c of changes) await apply(tx, c);
          await compare(tx);
        });
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('adds orders placed before the triggers once, whatever changed them since', async () => {
    const insertTriggers = ['order_day_totals_on_insert', 'customer_order_totals_on_insert'].map((name) =>
      sql.identifier(name),
    );
    for (const name of insertTriggers) await t.db.execute(sql`alter table order_histories disable trigger ${name}`);
    const placed = instants.map((iso, i): Figures => ({
      createdAt: new Date(iso),
      status: orderStatuses[i]!,
      paymentMethod: 'cash',
      paymentStatus: 'processing',
      courier: i % 2 ? 'courier' : 'none',
      customer: i % 2 ? 'customer' : 'namesake',
      total: 10_000 * (i + 1),
      bottlesToReturn: i,
    }));
    await apply(t.db, { kind: 'insert', orders: placed });
    for (const name of insertTriggers) await t.db.execute(sql`alter table order_histories enable trigger ${name}`);
    await t.db.insert(orderDayTotalsBackfill).values([{ month: '2026-03-01' }, { month: '2026-04-01' }]);
    await t.db.insert(customerOrderTotalsBackfill).values([
      { fromUserId: 0, toUserId: namesake.id - 1 },
      { fromUserId: namesake.id, toUserId: namesake.id + 999 },
    ]);
    // Changed after the triggers, before the backfill: the change is counted once, not twice.
    const [first] = await t.db.select({ id: h.id }).from(h).orderBy(h.id).limit(1);
    await t.db.update(h).set({ status: 'rejected', total: 777 }).where(eq(h.id, first!.id));
    expect(await backfillOrderDayTotals(t.db)).toBe(2);
    expect(await backfillCustomerOrderTotals(t.db)).toBe(2);
    await compare(t.db);
    expect(await backfillOrderDayTotals(t.db)).toBe(0);
    expect(await backfillCustomerOrderTotals(t.db)).toBe(0);
    await compare(t.db);
  });

  it('gives the card the same figures as the orders do, for every filter the totals answer', async () => {
    const queries = [
      {},
      { dateFrom: '2026-04-01', dateTo: '2026-04-01' },
      { status: ['pending', 'courier'], paymentMethod: 'cash' },
      { paymentStatus: ['processing', 'failed'], dateTo: '2026-03-31' },
      { courierId: String(p.courier.user.id) },
    ].map((q) => orderHistoryListQuery.parse(q));
    for (const user of [p.admin.user, p.courier.user])
      for (const q of queries)
        expect(await orderCardFromDayTotals(t.db, dayTotalsConditions(user, q)!.where)).toEqual(
          await orderCard(t.db, await orderConditions(t.db, user, 'all', q)),
        );
  });

  it("gives a search's card the same figures from the per-customer totals as from the orders", async () => {
    const queries = [
      { search: 'dilshod' },
      { search: 'Rahimov', sort: 'total', order: 'asc' },
      { userId: String(namesake.id) },
      { userId: String(p.customer.user.id), search: 'karimov' },
      { search: 'nobody' },
    ].map((q) => orderHistoryListQuery.parse(q));
    const cards = [];
    for (const q of queries) {
      const totals = customerTotalsConditions(p.admin.user, q);
      const card = await orderCardFromCustomerTotals(t.db, totals!.where);
      expect(card).toEqual(await orderCard(t.db, await orderConditions(t.db, p.admin.user, 'all', q)));
      cards.push(card);
    }
    // Not a comparison of empty cards: both customers have orders by now, the unknown name none.
    expect(cards[0]!.total).toBeGreaterThan(cards[2]!.total);
    expect(cards[2]!.total).toBeGreaterThan(0);
    expect(cards[4]!.total).toBe(0);
  });

  it('leaves to the orders every filter the per-customer totals cannot answer', async () => {
    const queries = [
      { search: '901234567' },
      { search: 'dilshod', dateFrom: '2026-04-01' },
      { search: 'dilshod', courierId: String(p.courier.user.id) },
      { search: 'dilshod', district: 'Chilonzor' },
      { search: 'dilshod', status: 'delivered' },
      { userId: String(namesake.id), paymentMethod: 'cash' },
      { userId: String(namesake.id), paymentStatus: 'failed' },
      {},
    ].map((q) => orderHistoryListQuery.parse(q));
    for (const q of queries) expect(customerTotalsConditions(p.admin.user, q)).toBeUndefined();
    const own = orderHistoryListQuery.parse({ search: 'dilshod' });
    expect(customerTotalsConditions(p.courier.user, own)).toBeUndefined();
  });
});
