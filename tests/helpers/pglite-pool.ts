import type { PGlite } from '@electric-sql/pglite';
import { newPglite } from '../../server/db/client';
import { pgliteTemplate } from '../../server/db/pglite-template';

// A PGlite loaded from the migrated template costs about 1.2 CPU-s (the tarball read into its memory, the
// WebAssembly instance, PostgreSQL's start); emptying one again costs a tenth of that. A test worker's
// files share its modules (vite.config.ts), so they share this pool: a released database is emptied back
// to the template's rows and lent again, unless its state can no longer be told from the template's.

/** What a database holds besides the rows of its tables: anything a test changed here retires it. */
const SCHEMA = `
  select md5(string_agg(item, E'\\n' order by item)) as schema from (
    select format('%s %s %s', c.oid::regclass, c.relkind, c.relpersistence) || coalesce((
      select string_agg(format('%s %s %s %s', a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
        pg_get_expr(d.adbin, d.adrelid)), ',' order by a.attnum)
      from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all select format('index %s', pg_get_indexdef(indexrelid)) from pg_index
      where indrelid::regclass::text not like 'pg\\_%'
    union all select format('constraint %s %s', conrelid::regclass, pg_get_constraintdef(oid)) from pg_constraint
      where connamespace <> 'pg_catalog'::regnamespace
    union all select format('trigger %s %s', tgname, tgenabled) from pg_trigger where not tgisinternal
    union all select format('function %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p
      where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all select format('sequence %s %s %s %s', seqrelid::regclass, seqincrement, seqmin, seqmax) from pg_sequence
    union all select format('type %s %s', enumtypid::regtype, enumlabel) from pg_enum
    union all select format('extension %s %s', extname, extversion) from pg_extension
    union all select format('setting %s', array_to_string(setconfig, ',')) from pg_db_role_setting
    union all select format('role %s', rolname) from pg_roles
    union all select format('largeobject %s', oid) from pg_largeobject_metadata
    union all select format('migration %s %s', id, hash) from drizzle.__drizzle_migrations
  ) items`;

const TABLES = `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname = 'public'`;
const SEQUENCES = `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value from pg_sequences`;

interface Template {
  schema: string;
  /** Every table that starts with rows: its rows as JSON. */
  rows: { table: string; json: string }[];
  /** Every sequence's value (`null`: not yet used). */
  sequences: { name: string; value: string | null }[];
  tables: string[];
}

let template: Promise<Template> | undefined;
const idle: PGlite[] = [];
const lent = new Map<PGlite, { listening: number }>();
/** Enough for a file that holds two or three databases at once; more would only hold memory. */
const keepIdle = 2;

const first = async <T>(client: PGlite, query: string) => (await client.query<T>(query)).rows[0]!;

async function schemaOf(client: PGlite): Promise<string> {
  return (await first<{ schema: string }>(client, SCHEMA)).schema;
}

async function readTemplate(client: PGlite): Promise<Template> {
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { json } = await first<{ json: string | null }>(client, `select json_agg(t)::text as json from ${table} t`);
    if (json) rows.push({ table, json });
  }
  const sequences = (await client.query<{ name: string; value: string | null }>(SEQUENCES)).rows;
  return { schema: await schemaOf(client), rows, sequences, tables };
}

async function openFromTemplate(): Promise<PGlite> {
  const client = newPglite({ loadDataDir: await pgliteTemplate() });
  await client.waitReady;
  template ??= readTemplate(client);
  await template;
  return client;
}

/** A database as the migrated template left it, in memory: one emptied after an earlier file, or a new one. */
export async function lendPglite(): Promise<PGlite> {
  const client = idle.pop() ?? (await openFromTemplate());
  const use = { listening: 0 };
  lent.set(client, use);
  const listen = client.listen.bind(client);
  client.listen = async (...args) => {
    const unlisten = await listen(...args);
    use.listening++;
    return async (tx) => {
      use.listening--;
      await unlisten(tx);
    };
  };
  return client;
}

/**
 * Takes a lent database back: its session reset, its rows, sequences and (no) statistics put back as the template
 * had them.
 * One that still has a listener, or whose schema, settings or migrations differ from the template's, is closed.
 */
export async function returnPglite(client: PGlite): Promise<void> {
  const use = lent.get(client);
  lent.delete(client);
  delete (client as { listen?: unknown }).listen;
  if (idle.length >= keepIdle || !use || use.listening > 0 || !(await emptied(client))) {
    await client.close().catch(() => {});
    return;
  }
  idle.push(client);
}

async function emptied(client: PGlite): Promise<boolean> {
  const { schema, rows, sequences, tables } = await template!;
  try {
    await client.exec('rollback');
    await client.exec('discard all');
    if ((await schemaOf(client)) !== schema) return false;
    await client.transaction(async (tx) => {
      // No triggers: a truncate of a polled table would log itself in table_changes.
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${tables.join(', ')} restart identity cascade`);
      // A truncate leaves the statistics of an `analyze` (the demo seed's, a test's), and plan tests read them.
      await tx.exec(
        `delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`,
      );
      for (const { table, json } of rows) {
        await tx.query(
          `insert into ${table} overriding system value select * from json_populate_recordset(null::${table}, $1)`,
          [json],
        );
      }
      // One statement: a query per sequence cost 10 ms a database.
      const setvals = sequences.map(({ name, value }) =>
        value === null
          ? `setval('${name}', (select seqstart from pg_sequence where seqrelid = '${name}'::regclass), false)`
          : `setval('${name}', ${value}, true)`,
      );
      if (setvals.length) await tx.query(`select ${setvals.join(', ')}`);
    });
    return true;
  } catch {
    return false;
  }
}
