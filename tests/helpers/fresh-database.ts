import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type OpenOptions } from '../../server/db/client';
import { copyPgliteTemplate, pgliteEmpty } from '../../server/db/pglite-template';
import { asAdmin, databaseUrl, postgresTemplate } from './database-template';
import { lendPglite, returnPglite } from './pglite-pool';

export interface FreshDatabase {
  /** `undefined`: in-memory PGlite. */
  url: string | undefined;
  /** What `openDatabase` needs to open it: the URL, or PGlite's migrated template. */
  open: OpenOptions;
  drop(): Promise<void>;
}

/**
 * With `TEST_DATABASE_URL` (an admin connection), a new PostgreSQL database per test app, copied
 * from the migrated template and dropped afterwards; without it, in-memory PGlite loaded from the
 * migrated template (lent by the worker's pool: tests/helpers/pglite-pool.ts; on disk in `pgliteDir` when
 * given, as a started server keeps it). Either way the migrations are already applied.
 */
export async function freshDatabase({ pgliteDir }: { pgliteDir?: string } = {}): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (!pgliteDir) {
      const pglite = await lendPglite();
      return { url: undefined, open: { pglite }, drop: () => returnPglite(pglite) };
    }
    await copyPgliteTemplate(pgliteDir);
    return { url: undefined, open: { pgliteDir }, drop: async () => {} };
  }
  return newPostgresDatabase(adminUrl, 'yetkaz_test', `TEMPLATE ${await postgresTemplate(adminUrl)}`);
}

/** A fresh database, opened for a test file; `end` closes it, then drops it (or hands it back to the pool). */
export async function openFreshDatabase(): Promise<{ database: Database; end(): Promise<void> }> {
  const fresh = await freshDatabase();
  const database = openDatabase(fresh.open);
  return {
    database,
    end: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/**
 * A database with nothing in it, not even the migrations: a new PostgreSQL database, or in-memory PGlite (loaded
 * from a dump of an empty one, which costs a fifth of an initdb).
 */
export async function emptyDatabase(): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, open: { pgliteTemplate: await pgliteEmpty() }, drop: async () => {} };
  return newPostgresDatabase(adminUrl, 'yetkaz_empty');
}

/** A PostgreSQL database of a random name on the server of `adminUrl` (`options`: its CREATE DATABASE options). */
async function newPostgresDatabase(adminUrl: string, prefix: string, options = ''): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name} ${options}`));
  const url = databaseUrl(adminUrl, name);
  return {
    url,
    open: { databaseUrl: url },
    drop: () =>
      asAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
