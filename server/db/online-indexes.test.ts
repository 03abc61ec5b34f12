import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../../tests/helpers/fresh-database';
import type { Database } from './client';
import { buildIndexesOnline } from './online-indexes';
import { rowsOf } from './rows';

describe('buildIndexesOnline', () => {
  let database: Database;
  let end: () => Promise<void>;
  const state = async (name: string) =>
    rowsOf<{ valid: boolean; definition: string }>(
      await database.db.execute(sql`
        select i.indisvalid as valid, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${name}`),
    )[0];

  beforeAll(async () => ({ database, end } = await openFreshDatabase()));
  afterAll(() => end());

  it('builds a missing index, rebuilds one a failed build left invalid, and leaves valid ones alone', async () => {
    const missing = await state('order_histories_open_idx');
    const broken = await state('users_search_text_idx');
    const untouched = rowsOf<{ oid: number }>(
      await database.db.execute(sql`select 'order_histories_run_idx'::regclass::oid as oid`),
    )[0]!.oid;
    await database.db.execute(sql`drop index order_histories_open_idx`);
    // What an interrupted `create index concurrently` leaves behind.
    await database.db.execute(
      sql`update pg_index set indisvalid = false where indexrelid = 'users_search_text_idx'::regclass`,
    );

    await buildIndexesOnline(database.db, database.kind);

    expect(await state('order_histories_open_idx')).toEqual(missing);
    expect(await state('users_search_text_idx')).toEqual({ ...broken, valid: true });
    expect(
      rowsOf<{ oid: number }>(
        await database.db.execute(sql`select 'order_histories_run_idx'::regclass::oid as oid`),
      )[0]!.oid,
    ).toBe(untouched);
  });
});
