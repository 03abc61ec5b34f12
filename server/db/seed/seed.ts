import { getTableName, sql } from 'drizzle-orm';
import { withCustomerOrderTotalsAddedAfter } from '../backfill-customer-order-totals';
import type { Db } from '../client';
import { rowsOf } from '../rows';
import { addresses } from '../schema/addresses';
import { bottles } from '../schema/bottles';
import { orderHistories } from '../schema/order-histories';
import { orderStatusEvents } from '../schema/order-status-events';
import { orders as orderLines } from '../schema/orders';
import { shiftOrders } from '../schema/shifts';
import { users } from '../schema/users';
import { scheduleReminders } from '../../reminders/schedule';
import type { ObjectStore } from '../../storage/object-store';
import { storeDemoImages } from './images';
import { insertCatalog } from './insert-catalog';
import { insertExtras } from './insert-extras';
import { insertOrders } from './insert-orders';
import { hashDemoPasswords, insertPeople } from './insert-people';
import { withIndexesAndForeignKeysBuiltAfter } from './indexes-after';
import { insertShifts } from './insert-shifts';
import { planCatalog } from './plan-catalog';
import { planBaskets, planNotifications } from './plan-extras';
import { planOrders, settleCustomers, tallyOrders } from './plan-orders';
import { planPeople, staffCount } from './plan-people';
import { planReminders } from './plan-reminders';
import { Random } from './random';
import { allTables } from './tables';
import { hour } from './time';

export interface SeedOptions {
  /** Where the demo pictures are put; their `files` rows point at `/uploads/<name>`. */
  store: ObjectStore;
  /** Every date is relative to it, so a demo always has recent orders. Default: the current time. */
  now?: Date;
  scale?: { customers: number; orders: number };
  /**
   * Up to this many orders the plan is made once and kept from the tally to the inserts. Above it, it is
   * made twice from the same point of the sequence (once to tally what customers, reminders and notifications
   * need, once more while inserting), so a million orders never sit in memory at once. Default 50,000.
   */
  ordersKeptInMemory?: number;
}

export interface SeedSummary {
  /** Rows per table, by table name. */
  counts: Record<string, number>;
  ms: number;
}

const randomSeed = 20_240_601;
const defaultScale = { customers: 2000, orders: 20_000 };

/** True when nobody has an account yet: demo data never lands on a database that is in use. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** Fills an empty database with the demo data of API.md, in one transaction; same `now`, same rows. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const scale = options.scale ?? defaultScale;
  const random = new Random(randomSeed);

  const images = await storeDemoImages(options.store, 10, 8, 6, new Date(+now - 420 * 24 * hour));
  const catalog = planCatalog(random, images, now);
  const people = planPeople(random, now, scale.customers);
  // scrypt runs on libuv's threads while the orders are planned.
  const hashing = hashDemoPasswords(people);
  const planAgain = random.copy();
  const kept = scale.orders <= (options.ordersKeptInMemory ?? 50_000);
  const planned = planOrders(random, people, catalog, now, scale.orders);
  const orders = kept ? [...planned] : null;
  const tally = tallyOrders(orders ?? planned);
  settleCustomers(random, people, tally);
  const reminders = planReminders(random, tally, now);
  const extras = {
    baskets: planBaskets(random, people, catalog, now),
    reminders,
    notifications: planNotifications(people, tally, reminders, now),
    reads: people.slice(0, staffCount).map((_, person) => ({ person, at: new Date(+now - 2 * hour) })),
  };
  const hashes = await hashing;
  const counts = await db.transaction(async (tx) => {
    const productIds = await insertCatalog(tx, images.rows, catalog);
    const filled = [users, addresses, orderHistories, orderLines, orderStatusEvents, bottles, shiftOrders];
    const fill = () =>
      withIndexesAndForeignKeysBuiltAfter(tx, filled, async () => {
        const inserted = await insertPeople(tx, people, hashes);
        const plan = orders ?? planOrders(planAgain, people, catalog, now, scale.orders);
        const orderIds = await insertOrders(tx, plan, inserted, productIds);
        await insertExtras(tx, extras, { users: inserted.userIds, products: productIds, orders: orderIds });
        await insertShifts(tx, now);
      });
    await withCustomerOrderTotalsAddedAfter(tx, fill);
    // What the hourly reminder job would have made by now: the demo is a shop whose job has been running, so a new
    // server's first run finds nothing to make (making 127 reminders held its first requests up a quarter second).
    await scheduleReminders(tx, now);
    return countRows(tx);
  });
  // PGlite runs no autovacuum: without statistics and a visibility map the planner guesses and index-only scans
  // visit the heap. Our tables only: the system catalogs were a third of a plain `vacuum analyze`.
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`),
  );
  await db.execute(
    sql`vacuum analyze ${sql.join(
      tables.map(({ name }) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
  return { counts, ms: Math.round(performance.now() - started) };
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const names = allTables.map(getTableName);
  const selects = sql.join(
    names.map((n) => sql`(select count(*)::int from ${sql.identifier(n)}) as ${sql.identifier(n)}`),
    sql`, `,
  );
  // Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`.
  const result = (await db.execute(sql`select ${selects}`)) as unknown as { rows: Record<string, number>[] };
  return { ...result.rows[0]! };
}
