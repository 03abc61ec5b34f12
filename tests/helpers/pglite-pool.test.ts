import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPglite } from '../../server/db/client';
import { pgliteTemplate } from '../../server/db/pglite-template';
import { lendPglite, returnPglite } from './pglite-pool';

/**
 * Rows per table, every sequence's value, the planner's statistics and the tables' sizes (the planner counts a table's
 * pages, dead rows' too): what a test could have left behind.
 */
async function contents(client: PGlite) {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = (await client.query<{ n: number }>(`select count(*)::int as n from ${name}`)).rows[0]!.n;
  }
  const sequences = await client.query(`select sequencename, last_value from pg_sequences order by 1`);
  const changes = await client.query(`select * from table_changes order by 1`);
  const statistics = await client.query(`
    select c.relname, c.reltuples, c.relpages, c.relallvisible, pg_relation_size(c.oid)::int as bytes,
      (select count(*)::int from pg_statistic where starelid = c.oid) as columns
    from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' order by 1`);
  return { counts, sequences: sequences.rows, changes: changes.rows, statistics: statistics.rows };
}

const held: PGlite[] = [];
let fromTemplate: PGlite;
beforeAll(async () => {
  // The worker's pool may hold databases of earlier files: these two take them, so the next one returned is
  // the next one lent.
  held.push(await lendPglite(), await lendPglite());
  fromTemplate = newPglite({ loadDataDir: await pgliteTemplate() });
});
afterAll(async () => {
  await fromTemplate.close();
  for (const client of held) await returnPglite(client);
});

describe('the pool of migrated PGlite databases', () => {
  it('lends a returned database again with the template’s rows and sequences, and a fresh session', async () => {
    const first = await lendPglite();
    await first.exec(`
      insert into users (full_name, phone) values ('Sinov', '+998900000099'), ('Sinov 2', '+998900000098');
      insert into table_changes (table_name) values ('users');
      set statement_timeout = '1234ms';
      create temp table scratch (x int);
      select pg_advisory_lock(42);
      analyze users;
      analyze banners;
      insert into notifications (type, title, body, entity_id) values ('new-order', 'Yangi buyurtma', '№1', 1);
      delete from notifications;
    `);
    await first.exec("begin; insert into users (full_name, phone) values ('Ochiq', '+998900000097');");
    await returnPglite(first);

    const again = await lendPglite();
    expect(again).toBe(first);
    expect(await contents(again)).toEqual(await contents(fromTemplate));
    const session = await again.query<{ timeout: string; scratch: string | null; locks: number }>(
      `select current_setting('statement_timeout') as timeout, to_regclass('scratch')::text as scratch,
        (select count(*)::int from pg_locks where locktype = 'advisory') as locks`,
    );
    expect(session.rows[0]).toEqual({ timeout: '0', scratch: null, locks: 0 });
    await returnPglite(again);
  });

  it('closes a database whose schema changed, or that still has a listener, instead of lending it again', async () => {
    const altered = await lendPglite();
    await altered.exec('alter table users add column extra int');
    await returnPglite(altered);
    expect(altered.closed).toBe(true);

    const listening = await lendPglite();
    await listening.listen('anything', () => {});
    await returnPglite(listening);
    expect(listening.closed).toBe(true);

    const next = await lendPglite();
    expect(next.closed).toBe(false);
    expect((await next.query(`select to_regclass('users') is not null as ok`)).rows).toEqual([{ ok: true }]);
    await returnPglite(next);
  });
});
