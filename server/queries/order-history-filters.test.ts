import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePeople, type People } from '../../tests/helpers/order-data';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { orderHistories as h } from '../db/schema/order-histories';
import { routeOrder } from '../orders/route';
import { orderConditions } from './order-history-filters';

let t: TestApp;
let p: People;
beforeAll(async () => {
  t = await createTestApp();
  p = await makePeople(t);
}, 60_000);
afterAll(() => t.close());

/** The plan of a page of open orders, scans other than by index switched off: which index, if any, can serve it. */
async function planOf(
  section: { unassigned?: boolean; mine?: boolean },
  order = sql`${h.createdAt} desc, ${h.id} desc`,
) {
  const where = await orderConditions(t.db, p.courier.user, 'open', { search: undefined, order: 'desc', ...section });
  return t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(
      sql`explain select ${h.id} from ${h} where ${where} order by ${order} limit 10`,
    )) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe('a courier’s section of the open orders', () => {
  it('the orders to take are read newest first from their own index, not sorted out of every open order', async () => {
    const plan = await planOf({ unassigned: true });
    expect(plan).toMatch(/Index (Only )?Scan Backward using order_histories_to_take_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('both sections at once cannot use it: the index predicate is the section’s alone', async () => {
    expect(await planOf({})).not.toMatch(/order_histories_to_take_idx/);
  });

  it('the courier’s own run is read in its route’s order from its own index alone, not sorted', async () => {
    const plan = await planOf({ mine: true }, sql.join(routeOrder, sql`, `));
    expect(plan).toMatch(/Index Only Scan using order_histories_run_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
