import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../src/contract/enums';
import { deliveryFeeFor } from '../../orders/pricing';
import { discountsByProduct, priceLines, type PlannedLine } from './order-lines';
import { paymentStatus, pickItems, productWeight, statusByAge } from './order-choices';
import { orderComments } from './order-texts';
import { buildTimeline, explainPayment, noteEvents, type Timeline } from './order-timeline';
import type { CatalogPlan } from './plan-catalog';
import { courierIndices, staffCount, type PlannedPerson } from './plan-people';
import { weightedIndex, type Random } from './random';
import { addDays, day, hour, minute, tashkentDate, tashkentMidnight } from './time';

export interface PlannedOrder extends Timeline {
  number: number;
  /** Person index. */
  customer: number;
  /** Index into the customer's addresses. */
  address: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  itemsCount: number;
  subtotal: number;
  discountTotal: number;
  deliveryFee: number;
  total: number;
  /** Returnable bottles in this order. */
  returnable: number;
  bottlesToReturn: number;
  bottlesReturned: number;
  comment: string | null;
  deliveryDate: string;
  createdAt: Date;
  lines: PlannedLine[];
}

export const firstOrderNumber = 10001;
const demoCourier = courierIndices[0];

/** The newest orders, placed in the last hours, so both roles have open work today ("*": the demo courier's). */
const openToday: readonly (OrderStatus | 'courier*')[] = [
  'pending',
  'accepted',
  'courier*',
  'pending',
  'courier*',
  'accepted',
  'pending',
  'courier*',
  'courier',
  'pending',
];

/** The orders one by one, oldest first: a million of them never sit in memory at once. */
export function* planOrders(
  random: Random,
  people: PlannedPerson[],
  catalog: CatalogPlan,
  now: Date,
  count: number,
): Generator<PlannedOrder> {
  const forced = openToday.slice(0, count);
  // The open-today block sits in the last hours of both the UTC and the Tashkent day, so "today" holds either way.
  const dayStart = Math.max(+now - (+now % day), tashkentMidnight(now));
  const span = Math.min(3 * hour, +now - dayStart);
  const recent = +now - span;
  const times = placementTimes(random, now, count - forced.length, recent);
  forced.forEach((_, j) => times.push(recent + (span * (j + 1)) / (forced.length + 1)));

  const pickCustomer = weightedIndex(
    random,
    people.map((p) => p.orderWeight),
  );
  const pickProduct = weightedIndex(random, catalog.products.map(productWeight));
  const discounts = discountsByProduct(catalog);
  const balances = new Map<number, number>();

  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    const createdAt = new Date(t);
    const forcedStatus = forced[i - (count - forced.length)];
    const customer = i === count - forced.length ? staffCount : pickCustomer();
    const person = people[customer]!;
    const office = person.customerKind === 'yuridik';
    const lines = priceLines(
      catalog,
      discounts,
      pickItems(random, catalog, pickProduct, office),
      tashkentDate(createdAt),
    );
    const target = forcedStatus === 'courier*' ? 'courier' : (forcedStatus ?? statusByAge(random, +now - t));
    const admin = random.chance(0.85) ? 0 : 4;
    const timeline = buildTimeline(random, {
      target,
      createdAt,
      customer,
      admin,
      courier:
        forcedStatus === 'courier*' ? demoCourier : forcedStatus ? courierIndices[1] : random.pick(courierIndices),
      secondCourier: !forcedStatus && random.chance(0.04) ? random.pick(courierIndices) : null,
      rejectedByCourier: random.chance(0.4),
      step: forcedStatus ? () => (+now - t) / 4 : (min, max) => random.int(min, max) * minute,
      now,
    });
    const paymentMethod = random.weighted<PaymentMethod>(
      office
        ? { transfer: 60, card: 20, cash: 20, payme: 0, click: 0 }
        : { cash: 45, payme: 20, click: 20, card: 15, transfer: 0 },
    );
    const subtotal = lines.reduce((sum, l) => sum + l.price * l.quantity, 0);
    const discountTotal = lines.reduce((sum, l) => sum + l.discountAmount, 0);
    const fee = deliveryFeeFor(subtotal - discountTotal);
    const returnable = lines.reduce((sum, l) => sum + (catalog.products[l.product]!.isReturnable ? l.quantity : 0), 0);
    const balance = balances.get(customer) ?? 0;
    const bottlesToReturn = Math.min(balance, returnable);
    const delivered = timeline.status === 'delivered';
    const bottlesReturned = !delivered ? 0 : random.chance(0.9) ? bottlesToReturn : random.int(0, bottlesToReturn);
    if (delivered) balances.set(customer, balance + returnable - bottlesReturned);
    const today = tashkentDate(createdAt);
    // Drawn in this order, so the same seed keeps giving the same orders.
    const address =
      person.addresses.length === 1 || random.chance(0.75) ? 0 : random.int(0, person.addresses.length - 1);
    const payment = paymentStatus(random, paymentMethod, timeline.status);
    const comment = random.chance(0.15) ? random.pick(orderComments) : null;
    const deliveryDate =
      +createdAt - tashkentMidnight(createdAt) >= 18 * hour || random.chance(0.15) ? addDays(today, 1) : today;
    const paidCash = paymentMethod === 'cash' && payment === 'success';
    const { events, version, updatedAt } = explainPayment(
      {
        events: noteEvents(
          timeline.events,
          { rejectReason: timeline.rejectReason, paidCash },
          (p) => people[p]!.fullName,
        ),
        version: timeline.version,
        updatedAt: timeline.updatedAt,
      },
      { paymentStatus: payment, paidCash, admin, now },
    );
    // Every property written out, in one order: a spread of an object this size made V8 build each order
    // property by property in its slow path, half of the plan's time.
    yield {
      status: timeline.status,
      events,
      courier: timeline.courier,
      acceptedAt: timeline.acceptedAt,
      deliveredAt: timeline.deliveredAt,
      rejectedAt: timeline.rejectedAt,
      rejectReason: timeline.rejectReason,
      version,
      updatedAt,
      number: firstOrderNumber + i,
      customer,
      address,
      paymentMethod,
      paymentStatus: payment,
      itemsCount: lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal,
      discountTotal,
      deliveryFee: fee,
      total: subtotal - discountTotal + fee,
      returnable,
      bottlesToReturn,
      bottlesReturned,
      comment,
      deliveryDate,
      createdAt,
      lines,
    };
  }
}

/** `count` sorted instants over the last 120 days, in shop hours, a little busier lately, all before `before`. */
function placementTimes(random: Random, now: Date, count: number, before: number): number[] {
  const pickDaysAgo = weightedIndex(
    random,
    Array.from({ length: 120 }, (_, d) => 1 + (0.5 * (119 - d)) / 119),
  );
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const midnight = tashkentMidnight(+now - pickDaysAgo() * day);
    let t = midnight + 7 * hour + random.int(0, 16 * 60 - 1) * minute + random.int(0, 59) * 1000;
    if (t >= before) t = Math.max(midnight, before - random.int(1, 24 * 60) * minute);
    times.push(t);
  }
  return times.sort((a, b) => a - b);
}

/** What the rest of the seed needs to know of the orders, kept per customer rather than per order. */
export interface OrderTally {
  count: number;
  /** By customer, in the order of their first order. */
  customers: Map<number, { orders: number; delivered: boolean; bottles: number; first: Date; last: Date }>;
  /** By customer, in the order of their first delivery of returnable water: their latest such order. */
  lastWater: Map<number, { order: number; deliveredAt: Date }>;
  /** The newest orders (at most `newestKept`), with their index. */
  newest: { index: number; number: number; customer: number; total: number; createdAt: Date }[];
}

const newestKept = 200;

export function tallyOrders(orders: Iterable<PlannedOrder>): OrderTally {
  const tally: OrderTally = { count: 0, customers: new Map(), lastWater: new Map(), newest: [] };
  for (const o of orders) {
    const index = tally.count++;
    const delivered = o.status === 'delivered';
    const customer = tally.customers.get(o.customer);
    const bottles = delivered ? o.returnable - o.bottlesReturned : 0;
    if (customer) {
      customer.orders++;
      customer.delivered ||= delivered;
      customer.bottles += bottles;
      customer.last = o.createdAt;
    } else tally.customers.set(o.customer, { orders: 1, delivered, bottles, first: o.createdAt, last: o.createdAt });
    if (delivered && o.returnable > 0) tally.lastWater.set(o.customer, { order: index, deliveredAt: o.deliveredAt! });
    tally.newest.push({ index, number: o.number, customer: o.customer, total: o.total, createdAt: o.createdAt });
    if (tally.newest.length > newestKept) tally.newest.shift();
  }
  return tally;
}

/** Orders count, bottles held and sign-up dates that agree with the planned orders. */
export function settleCustomers(random: Random, people: PlannedPerson[], tally: OrderTally): void {
  for (const [index, { orders, delivered, bottles, first, last }] of tally.customers) {
    const person = people[index]!;
    person.ordersCount = orders;
    if (delivered) person.bottleBalance = bottles;
    person.updatedAt = last;
    const latest = +first - random.int(1, 72) * hour;
    if (+person.createdAt! > latest) person.createdAt = new Date(latest);
    for (const a of person.addresses) a.createdAt = a.updatedAt = person.createdAt;
  }
}
