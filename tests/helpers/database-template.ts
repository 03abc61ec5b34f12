import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';

// A fresh database used to cost seconds per test file: PGlite's initdb alone takes 2-3 s, then
// every migration runs. Instead the migrations run once into a template that each test copies:
// a PGlite data directory dump (loaded in about 0.5 s), or a PostgreSQL database used as
// `CREATE DATABASE … TEMPLATE` (tens of milliseconds). A template is named by a hash of the
// migrations and of PGlite's version, so a new migration makes a new one and nothing stale is used.

const root = resolve(import.meta.dirname, '../..');
const migrationsDir = join(root, 'server/drizzle');
const cacheDir = join(tmpdir(), 'yetkaz-db-templates');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let migrationsHash: Promise<string> | undefined;
/** Changes whenever a migration or the PGlite build changes. */
function templateHash(): Promise<string> {
  return (migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    hash.update(await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json')));
    for (const file of await filesUnder(migrationsDir)) {
      hash.update(file.slice(migrationsDir.length));
      hash.update(await readFile(file));
    }
    return hash.digest('hex').slice(0, 16);
  })());
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Writes `path` through a temporary name, so a parallel reader never sees half of it. */
async function publish(path: string, make: (tmp: string) => Promise<void>) {
  await mkdir(cacheDir, { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await make(tmp);
  await rename(tmp, path).catch(async (error: NodeJS.ErrnoException) => {
    // Another worker published it first (a directory cannot be renamed over a full one).
    await rm(tmp, { recursive: true, force: true });
    if (!(await exists(path))) throw error;
  });
}

let dump: Promise<Blob> | undefined;
/** A migrated PGlite data directory as a tarball, for `new PGlite({ loadDataDir })`. */
export function pgliteTemplate(): Promise<Blob> {
  return (dump ??= (async () => {
    const file = join(cacheDir, `pglite-${await templateHash()}.tar`);
    if (!(await exists(file))) {
      await publish(file, async (tmp) => {
        const client = new PGlite({ extensions: { pg_trgm } });
        await migrate(drizzle(client), { migrationsFolder: migrationsDir });
        const tarball = await client.dumpDataDir('none');
        await client.close();
        await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()));
      });
    }
    return new Blob([await readFile(file)]);
  })());
}

/** Fills `dataDir` (a server's PGLITE directory, not yet made) with a migrated database. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const dir = join(cacheDir, `pglite-dir-${await templateHash()}`);
  if (!(await exists(dir))) {
    const tarball = await pgliteTemplate();
    await publish(dir, async (tmp) => {
      const client = new PGlite({ dataDir: tmp, loadDataDir: tarball, extensions: { pg_trgm } });
      await client.waitReady;
      await client.close();
    });
  }
  await cp(dir, dataDir, { recursive: true });
}

export async function asAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const templates = new Map<string, Promise<string>>();
/** The name of a migrated PostgreSQL database on the server of `adminUrl`, made once per set of migrations. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  let template = templates.get(adminUrl);
  if (!template) {
    template = makePostgresTemplate(adminUrl);
    templates.set(adminUrl, template);
  }
  return template;
}

/** Held while a template is made, so parallel test files wait for one another instead of racing. */
const templateLock = 7_340_001;

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `yetkaz_template_${await templateHash()}`;
  return asAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [templateLock]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      // Migrated under another name and renamed when complete: a crash midway leaves no half template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
      await database.migrate();
      await database.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLock]);
    }
  });
}
