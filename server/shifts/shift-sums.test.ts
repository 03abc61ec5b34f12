// Property-based: random days of a courier's work — takes, deliveries with and without bottles,
// switches to cash at the door, rejections, hand-backs, replays, closes, confirms and deliveries that
// reach the server after their shift was confirmed — through the real API. However the day went, the
// sum over a courier's shifts equals the sum over the orders they delivered, for cash and for bottles,
// every delivered or rejected order is in exactly one shift, and no figure or balance is negative.
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Shift } from '../../src/contract/shift';
import { fullBottlesLeft } from '../../src/contract/shift-rules';
import { addOrder, addProduct, makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, json, type TestApp } from '../../tests/helpers/test-app';
import type { UserRow } from '../dto/user';
import { orderHistories as h } from '../db/schema/order-histories';
import { shiftOrders } from '../db/schema/shifts';
import { users } from '../db/schema/users';
import { rowsOf } from '../db/rows';

// `npm test` and .ci/run try 25 days of up to 25 steps; `npm run bench` (TEST_BENCH=1) 200 of up to 60.
const long = process.env.TEST_BENCH === '1';
const seed = 20_261_125;

let t: TestApp;
let p: People;
let water: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
  water = (await addProduct(t, { isReturnable: true })).id;
}, 60_000);
afterAll(() => t.close());

type Step =
  | { kind: 'open'; loaded: number }
  | { kind: 'order'; cash: boolean; bottles: number; total: number }
  | { kind: 'take' | 'handBack' | 'reject' | 'replay'; pick: number }
  | { kind: 'deliver'; pick: number; empties: number; switchToCash: boolean; holdBack: boolean }
  | { kind: 'sendHeldBack' }
  | { kind: 'close'; shortBy: number }
  | { kind: 'confirm' };

const pick = fc.nat(20);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('open' as const), loaded: fc.nat(30) }),
  fc.record({
    kind: fc.constant('order' as const),
    cash: fc.boolean(),
    bottles: fc.nat(3),
    total: fc.integer({ min: 1, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constantFrom('take' as const, 'take' as const, 'handBack' as const, 'reject' as const), pick }),
  fc.record({ kind: fc.constant('replay' as const), pick }),
  fc.record({
    kind: fc.constant('deliver' as const),
    pick,
    empties: fc.nat(3),
    switchToCash: fc.boolean(),
    holdBack: fc.boolean(),
  }),
  fc.constant({ kind: 'sendHeldBack' as const }),
  fc.record({ kind: fc.constant('close' as const), shortBy: fc.nat(2).map((n) => n * 1000) }),
  fc.constant({ kind: 'confirm' as const }),
);

interface Day {
  courier: UserRow;
  token: string;
  customer: UserRow;
  /** Orders this run made, oldest first. */
  orders: number[];
  /** Changes already sent, for replays. */
  sent: { id: number; body: object }[];
  /** A delivery tapped with this shift on the phone, reaching the server later (a dead zone). */
  heldBack: { id: number; body: object }[];
}

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const res = await t.call(method, `/api${path}`, { token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
  return { status: res.status, body: await json(res) };
};
const current = async (day: Day): Promise<Shift | null> => (await call('GET', '/shift/current', day.token)).body.data;
const chosen = (day: Day, n: number) => day.orders[n % Math.max(1, day.orders.length)];

async function run(day: Day, s: Step) {
  const patch = async (id: number, body: object) => {
    const res = await call('PATCH', `/order-history/${id}`, day.token, body);
    if (res.status === 200) day.sent.push({ id, body });
  };
  switch (s.kind) {
    case 'open':
      return call('POST', '/shift', day.token, { fullBottlesLoaded: s.loaded });
    case 'order': {
      const lines = s.bottles ? [{ productId: water, quantity: s.bottles, price: 18_000 }] : [];
      const order = await addOrder(t, day.customer, {
        status: 'accepted',
        paymentMethod: s.cash ? 'cash' : 'click',
        total: s.total,
        lines,
      });
      day.orders.push(order.id);
      return;
    }
    case 'take':
    case 'handBack':
    case 'reject': {
      const id = chosen(day, s.pick);
      if (id === undefined) return;
      const body = {
        take: { status: 'courier' },
        handBack: { status: 'accepted' },
        reject: { status: 'rejected', rejectReason: 'Mijoz bekor qildi' },
      }[s.kind];
      return patch(id, body);
    }
    case 'deliver': {
      const id = chosen(day, s.pick);
      if (id === undefined) return;
      const [order] = await t.db.select().from(h).where(eq(h.id, id));
      if (order!.status !== 'courier' || order!.courierId !== day.courier.id) return;
      // Stands in for the switch to cash at the door (issue 20), which makes the order cash and paid.
      if (s.switchToCash) await t.db.update(h).set({ paymentMethod: 'cash' }).where(eq(h.id, id));
      const [customer] = await t.db.select().from(users).where(eq(users.id, day.customer.id));
      const body = { status: 'delivered', bottlesReturned: Math.min(s.empties, customer!.bottleBalance) };
      const shift = await current(day);
      if (s.holdBack && shift) day.heldBack.push({ id, body: { ...body, shiftId: shift.id } });
      else return patch(id, body);
      return;
    }
    case 'sendHeldBack': {
      const held = day.heldBack.shift();
      if (held) await patch(held.id, held.body);
      return;
    }
    case 'replay': {
      const change = day.sent[s.pick % Math.max(1, day.sent.length)];
      if (change) await call('PATCH', `/order-history/${change.id}`, day.token, change.body);
      return;
    }
    case 'close': {
      const shift = await current(day);
      if (shift?.status !== 'open') return;
      return call('POST', `/shift/${shift.id}/close`, day.token, {
        cashDeclared: Math.max(0, shift.cashExpected - s.shortBy),
        emptiesDeclared: shift.emptiesExpected,
        fullBottlesDeclared: fullBottlesLeft(shift) ?? 0,
      });
    }
    case 'confirm': {
      const shift = await current(day);
      if (shift?.status !== 'closing') return;
      return call('PATCH', `/shift/${shift.id}`, p.admin.token, {
        cashReceived: shift.cashDeclared,
        emptiesReceived: shift.emptiesDeclared,
        fullBottlesReceived: shift.fullBottlesDeclared,
        adminNote: 'Sanaldi',
      });
    }
  }
}

/** What the courier's delivered and rejected orders add up to, straight from the orders. */
async function orderSums(courierId: number) {
  const [row] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`select
      count(*) filter (where h.status = 'delivered')::int as "ordersDelivered",
      count(*) filter (where h.status = 'rejected')::int as "ordersRejected",
      coalesce(sum(h.total) filter (where h.status = 'delivered' and h.payment_method = 'cash'), 0)::float8 as "cashExpected",
      coalesce(sum(h.bottles_returned) filter (where h.status = 'delivered'), 0)::int as "emptiesExpected",
      coalesce(sum((select coalesce(sum(o.quantity), 0) from orders o join products pr on pr.id = o.product_id
        where o.order_history_id = h.id and pr.is_returnable)) filter (where h.status = 'delivered'), 0)::int
        as "fullBottlesDelivered"
      from order_histories h where h.courier_id = ${courierId} and h.status in ('delivered', 'rejected')`),
  );
  return row!;
}

async function shiftsOf(courierId: number): Promise<Shift[]> {
  const res = await call('GET', `/shift?courierId=${courierId}&limit=100`, p.admin.token);
  return res.body.data;
}

const figureKeys = [
  'ordersDelivered',
  'ordersRejected',
  'cashExpected',
  'emptiesExpected',
  'fullBottlesDelivered',
] as const;

describe('shift sums', () => {
  it(
    `equal the sums over the delivered orders, whatever the day (seed ${seed})`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: long ? 60 : 25 }), async (steps) => {
          const courier = await t.createUser({ role: 'courier', passwordHash: null });
          const customer = await t.createUser({ role: 'user', passwordHash: null, bottleBalance: 5 });
          const day: Day = { courier, token: await t.tokenFor(courier), customer, orders: [], sent: [], heldBack: [] };
          for (const s of steps) await run(day, s);
          while (day.heldBack.length) await run(day, { kind: 'sendHeldBack' });

          const shifts = await shiftsOf(courier.id);
          const sums = await orderSums(courier.id);
          for (const key of figureKeys)
            expect(
              shifts.reduce((sum, s) => sum + s[key], 0),
              key,
            ).toBe(sums[key]);
          for (const shift of shifts) {
            for (const key of figureKeys) expect(shift[key]).toBeGreaterThanOrEqual(0);
            expect(fullBottlesLeft(shift) ?? 0).toBeGreaterThanOrEqual(0);
          }
          const ended = await t.db
            .select({ id: h.id })
            .from(h)
            .where(and(eq(h.courierId, courier.id), inArray(h.status, ['delivered', 'rejected'])));
          const placed = ended.length
            ? await t.db
                .select()
                .from(shiftOrders)
                .where(
                  inArray(
                    shiftOrders.orderHistoryId,
                    ended.map((o) => o.id),
                  ),
                )
            : [];
          expect(placed).toHaveLength(ended.length);
          const [balance] = await t.db.select().from(users).where(eq(users.id, customer.id));
          expect(balance!.bottleBalance).toBeGreaterThanOrEqual(0);
        }),
        { seed, numRuns: long ? 200 : 25, endOnFailure: true },
      );
    },
    long ? 1_200_000 : 240_000,
  );
});
