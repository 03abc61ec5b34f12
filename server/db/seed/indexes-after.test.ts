import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../client';
import { lendPglite, returnPglite } from '../../../tests/helpers/pglite-pool';
import { rowsOf } from '../rows';
import { orderStatusEvents } from '../schema/order-status-events';
import { withIndexesAndForeignKeysBuiltAfter } from './indexes-after';

describe('withIndexesAndForeignKeysBuiltAfter', () => {
  let database: Database;
  const definitions = async () =>
    rowsOf<{ d: string }>(
      await database.db.execute(sql`
        select string_agg(d, ' | ' order by d) as d from (
          select pg_get_indexdef(indexrelid) as d from pg_index where indrelid = 'order_status_events'::regclass
          union all
          select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where conrelid = 'order_status_events'::regclass) x`),
    )[0]!.d;

  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await lendPglite();
    database = openDatabase({ pglite });
  });
  afterAll(() => returnPglite(pglite));

  it('fills without the indexes and foreign keys, then puts every one of them back', async () => {
    const before = await definitions();
    const during = await database.db.transaction((tx) =>
      withIndexesAndForeignKeysBuiltAfter(tx, [orderStatusEvents], async () =>
        rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from pg_constraint
            where conrelid = 'order_status_events'::regclass and contype = 'f'`),
        ),
      ),
    );
    expect(during).toEqual([{ n: 0 }]);
    expect(before).toContain('FOREIGN KEY');
    expect(await definitions()).toBe(before);
  });

  it('still refuses a row whose reference is missing, when the foreign key comes back', async () => {
    const fill = database.db.transaction((tx) =>
      withIndexesAndForeignKeysBuiltAfter(tx, [orderStatusEvents], () =>
        tx.insert(orderStatusEvents).values({ orderHistoryId: 999_999, toStatus: 'pending' }),
      ),
    );
    // 23503: foreign_key_violation, raised by the constraint's check when it is added back.
    await expect(fill).rejects.toMatchObject({
      message: expect.stringMatching(/^Failed query: alter table/),
      cause: { code: '23503' },
    });
    expect(await database.db.$count(orderStatusEvents)).toBe(0);
  });
});
