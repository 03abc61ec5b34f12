import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../src/contract/search-fold';
import { emptyDatabase, freshDatabase, type FreshDatabase } from '../../tests/helpers/fresh-database';
import { openDatabase, type Database } from './client';

// Migration 0012 as first released: stored generated columns, which rewrote each table under an ACCESS EXCLUSIVE
// lock (seconds at 100,000 customers). Databases that ran it are still upgraded by migration 0017.
const released0012 = `ALTER TABLE "addresses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(region) || '|' || search_fold(district) || '|' || search_fold(street) || coalesce('|' || search_fold(landmark), '')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(full_name) || '|' || search_fold(phone) || coalesce('|' || search_fold(company_name), '')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "addresses_search_text_idx" ON "addresses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_text_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_text_idx" ON "users" USING gin ("search_text" gin_trgm_ops);`;

const migrations = fileURLToPath(new URL('../drizzle', import.meta.url));
const tables = ['users', 'addresses', 'products'];
const opened: { fresh: FreshDatabase; database: Database; folder?: string }[] = [];

afterAll(async () => {
  for (const { fresh, database, folder } of opened.splice(0)) {
    await database.close();
    await fresh.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  }
});

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations up to `last` (inclusive), 0012 as first released when asked: the database an older release left. */
async function olderMigrations(last: number, { releasedSearchText = false } = {}): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'yetkaz-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= last);
  await writeFile(journalPath, JSON.stringify(journal));
  if (releasedSearchText) await writeFile(join(folder, '0012_search_text.sql'), released0012);
  return folder;
}

async function open(fresh: FreshDatabase, folder?: string): Promise<Database> {
  const database = openDatabase(fresh.open);
  opened.push({ fresh, database, folder });
  return database;
}

/** Drizzle's migrator alone, without what `migrate()` does after it (the tables it fills come later). */
function migrateWith(database: Database, migrationsFolder: string): Promise<void> {
  return database.kind === 'postgres'
    ? migratePg(database.db as never, { migrationsFolder })
    : migratePglite(database.db as never, { migrationsFolder });
}

const names = ['Oʻzbek Oʻgʻilxon', 'Ўзбек Шаҳзода', 'Gʻayrat Qodirov'];
const phone = (i: number) => `+99890123450${i}`;

async function addRows(database: Database) {
  for (const [i, name] of names.entries()) {
    await database.db.execute(sql`
      with u as (insert into users (full_name, phone) values (${name}, ${phone(i)}) returning id)
      insert into addresses (user_id, region, district, street, house, landmark)
      select id, 'Toshkent', 'Chilonzor', ${`Oʻzbekiston koʻchasi ${i}`}, '1', ${i ? null : 'Bozor yonida'} from u`);
    await database.db.execute(sql`insert into products (name, price, unit) values (${`Suv ${name}`}, 10000, 'dona')`);
  }
}

const fileNodes = (database: Database) =>
  rows<{ table: string; node: number }>(
    database,
    sql`select relname as table, relfilenode as node from pg_class where relname in ('users', 'addresses', 'products') order by relname`,
  );

/** A database as the release before 0012 left it, with rows, and the files its tables are in. */
async function databaseBefore0012() {
  const folder = await olderMigrations(11);
  const older = await open(await emptyDatabase(), folder);
  await migrateWith(older, folder);
  await addRows(older);
  return { older, before: await fileNodes(older) };
}

/** What search depends on in the catalogue: the columns, their triggers, constraints and indexes. */
const searchCatalogue = (database: Database) =>
  rows(
    database,
    sql`select c.relname as table, a.attgenerated as generated, a.attnotnull as "notNull",
          (select array_agg(t.tgname order by t.tgname) from pg_trigger t
            where t.tgrelid = c.oid and t.tgname like '%search_text%') as triggers,
          (select array_agg(k.conname || ':' || k.convalidated order by k.conname) from pg_constraint k
            where k.conrelid = c.oid and k.conname like '%search_text%') as constraints,
          (select array_agg(pg_get_indexdef(i.indexrelid) || ':' || i.indisvalid order by ic.relname) from pg_index i
            join pg_class ic on ic.oid = i.indexrelid where i.indrelid = c.oid and ic.relname like '%search_text%') as indexes
        from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attname = 'search_text'
        where c.relname in ('users', 'addresses', 'products') order by c.relname`,
  );

const count = async (database: Database, query: SQL) => (await rows<{ n: number }>(database, query))[0]!.n;

async function expectSearchable(database: Database) {
  const users = await rows<{ name: string; text: string }>(
    database,
    sql`select full_name as name, search_text as text from users order by id`,
  );
  expect(users.map((user) => user.text)).toEqual(
    users.map((user, i) => `${searchFold(user.name)}|${searchFold(phone(i))}`),
  );
  // Latin with ʻ and Cyrillic found by one plain spelling.
  expect(
    await rows(database, sql`select full_name as name from users where search_text like '%ozbek%' order by id`),
  ).toEqual([{ name: 'Oʻzbek Oʻgʻilxon' }, { name: 'Ўзбек Шаҳзода' }]);
  expect(
    await count(database, sql`select count(*)::int as n from addresses where search_text like '%ozbekiston%'`),
  ).toBe(3);
  expect(await count(database, sql`select count(*)::int as n from products where search_text like 'suv %'`)).toBe(3);
}

let fresh: Database;

// A new database (the migrated template) to compare with.
beforeAll(async () => {
  fresh = await open(await freshDatabase());
  await fresh.migrate();
});

// Each older database starts empty and runs the migrations up to its release: seconds alone, and up to a minute
// when npm test runs this file beside the browser suite.
describe('search_text on a database an older release left (migrations 0012 and 0017)', { timeout: 180_000 }, () => {
  it('fills the rows written before it without rewriting a table, and ends as a new database does', async () => {
    const { older, before } = await databaseBefore0012();

    // The migrations alone, then a delivery changes an old customer's balance before the backfill reaches them.
    await migrateWith(older, migrations);
    await older.db.execute(sql`update users set bottle_balance = 2 where phone = ${phone(2)}`);
    await older.migrate();

    expect(await fileNodes(older)).toEqual(before);
    await expectSearchable(older);
    expect(await searchCatalogue(older)).toEqual(await searchCatalogue(fresh));
  });

  it('keeps the values of a database that ran 0012 as first released (which did rewrite its tables)', async () => {
    const { older, before } = await databaseBefore0012();
    const released = await olderMigrations(12, { releasedSearchText: true });
    await migrateWith(older, released);
    await rm(released, { recursive: true, force: true });
    const rewritten = await fileNodes(older);
    expect(rewritten.map((table, i) => table.node === before[i]!.node)).toEqual(tables.map(() => false));

    await older.migrate();

    expect(await fileNodes(older)).toEqual(rewritten);
    await expectSearchable(older);
    expect(await searchCatalogue(older)).toEqual(await searchCatalogue(fresh));
  });

  it('keeps search_text right when a folded column changes or anything is written to it, and as it was on a balance change', async () => {
    await addRows(fresh);
    await fresh.db.execute(sql`update users set full_name = 'Ёқуб Тошматов' where phone = ${phone(0)}`);
    await fresh.db.execute(sql`update users set bottle_balance = 3 where phone = ${phone(1)}`);
    await fresh.db.execute(sql`update products set search_text = 'boshqa'`);
    expect(
      await rows(
        fresh,
        sql`select search_text as text from users where phone in (${phone(0)}, ${phone(1)}) order by phone`,
      ),
    ).toEqual([
      { text: `${searchFold('Ёқуб Тошматов')}|${searchFold(phone(0))}` },
      { text: `${searchFold('Ўзбек Шаҳзода')}|${searchFold(phone(1))}` },
    ]);
    expect(await count(fresh, sql`select count(*)::int as n from products where search_text like 'suv %'`)).toBe(3);
  });
});
