import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { logger } from '../log';
import { exists, publish } from '../publish';
import { afterMigrations, afterMigrationsSources } from './after-migrations';
import type { Db } from './client';
import { copyDirectory } from './copy-directory';

// A fresh PGlite database costs seconds before its first row: initdb alone takes 2-3 s, then every
// migration runs. Instead the migrations run once into a template that a fresh data directory copies (a
// new `npm start`, each test). A template is named by a hash of the migrations and of PGlite's version,
// so a new migration makes a new one and nothing stale is used. It lives beside the installed packages:
// made by `npm install` (postinstall), gone with them.

const root = resolve(import.meta.dirname, '../..');
const migrationsDir = join(root, 'server/drizzle');
const cacheDir = join(root, 'node_modules/.cache/yetkaz-db-templates');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

let migrationsHash: Promise<string> | undefined;
/** Changes whenever a migration, the work done after them or the PGlite build changes. */
export function templateHash(): Promise<string> {
  return (migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    hash.update(await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json')));
    for (const file of await filesUnder(migrationsDir)) {
      hash.update(file.slice(migrationsDir.length));
      hash.update(await readFile(file));
    }
    for (const file of afterMigrationsSources) hash.update(await readFile(join(root, 'server/db', file)));
    return hash.digest('hex').slice(0, 16);
  })());
}

/** A PGlite data directory made by `make`, dumped to the cache as `name` once and read from there after. */
async function cachedDump(name: string, make: (client: PGlite) => Promise<void>): Promise<Blob> {
  const file = join(cacheDir, name);
  if (!(await exists(file))) {
    await publish(file, async (tmp) => {
      const client = new PGlite({ extensions: { pg_trgm } });
      await make(client);
      const tarball = await client.dumpDataDir('none');
      await client.close();
      await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()));
    });
  }
  return new Blob([await readFile(file)]);
}

let dump: Promise<Blob> | undefined;
/** A migrated PGlite data directory as a tarball, for `new PGlite({ loadDataDir })`. */
export function pgliteTemplate(): Promise<Blob> {
  return (dump ??= templateHash().then((hash) =>
    cachedDump(`pglite-${hash}.tar`, async (client) => {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsDir });
      await afterMigrations(db as unknown as Db, 'pglite');
    }),
  ));
}

let empty: Promise<Blob> | undefined;
/**
 * A PGlite data directory as initdb leaves it, without a migration, as a tarball: tests of migrations start
 * from it. Loading it costs a fifth of the CPU of an initdb (0.85 CPU-s against 3-5).
 */
export function pgliteEmpty(): Promise<Blob> {
  return (empty ??= readFile(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8').then((json) =>
    cachedDump(`pglite-empty-${(JSON.parse(json) as { version: string }).version}.tar`, (client) => client.waitReady),
  ));
}

/** The template as a data directory, made from the tarball once; its path. */
export async function pgliteTemplateDir(): Promise<string> {
  const dir = join(cacheDir, `pglite-dir-${await templateHash()}`);
  if (!(await exists(dir))) {
    const tarball = await pgliteTemplate();
    await publish(dir, async (tmp) => {
      const client = new PGlite({ dataDir: tmp, loadDataDir: tarball, extensions: { pg_trgm } });
      await client.waitReady;
      await client.close();
    });
  }
  return dir;
}

/** Fills `dataDir` (a server's PGlite directory, not yet made) with a migrated database. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  await copyDirectory(await pgliteTemplateDir(), dataDir);
}

/**
 * A PGlite directory that does not exist yet starts as a copy of the template. Best effort: when the
 * template cannot be made or copied (a read-only install), PGlite makes the database as it always did.
 */
export async function startFromTemplate(dataDir: string): Promise<void> {
  if (await exists(dataDir)) return;
  try {
    await copyPgliteTemplate(dataDir);
  } catch (err) {
    logger.warn({ err }, 'the migrated database template could not be used; the database is made from scratch');
    await rm(dataDir, { recursive: true, force: true });
  }
}
