import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteDir, type Config } from '../config';
import { logger } from '../log';
import { afterMigrations } from './after-migrations';
import { listenKeptUp } from './pg-listen';
import { startFromTemplate } from './pglite-template';
import { guardPool } from './pool-guards';
import { retryTransactions } from './retry';

/** The one database type the routes see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (a constant identifier): `onNotify` runs after each committed NOTIFY, `onEnd`
   * if the listening connection is lost (no notification comes until `onResume`: it reconnects by
   * itself, db/pg-listen.ts). Resolves to the UNLISTEN.
   */
  listen(
    channel: string,
    onNotify: () => void,
    onEnd?: () => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** Held while migrating, so instances starting together on one PostgreSQL migrate one after another. */
const migrationLock = 7_340_000;

async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLock]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => {});
    lock.release();
  }
}

export interface OpenOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dump to start from instead of initdb's database (tests: a migrated or an empty one). */
  pgliteTemplate?: Blob;
  /** An open PGlite lent by its owner (the tests' pool of migrated databases); close() leaves it open. */
  pglite?: PGlite;
}

/**
 * PGlite as the app opens it. 32 MB of shared buffers instead of 128: the demo data's hot pages fit, and the
 * process stays about 100 MB smaller (WebAssembly memory never shrinks once grown). pg_trgm backs the search
 * indexes (migration 0011); PGlite loads only the extensions it is given. One options object:
 * `new PGlite(undefined, options)` (in memory) ignores the options.
 */
export function newPglite({ dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob }): PGlite {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return new PGlite({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
    loadDataDir,
  });
}

export function openDatabase({ databaseUrl, pgliteDir, pgliteTemplate, pglite }: OpenOptions): Database {
  if (databaseUrl) {
    // A database that is away fails a connection in seconds rather than holding the request forever.
    // No JIT: the planner's estimate of a correlated sum (a shift's figures) made PostgreSQL compile
    // 33 ms of machine code for a query that then ran in 10; the app's statements are all short.
    const pool = guardPool(
      new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, options: '-c jit=off' }),
    );
    // An idle connection the server closed (a restart, a terminated backend) is dropped from the pool and
    // replaced on the next query; unhandled, pg's error event would crash the process.
    pool.on('error', (err) => logger.warn({ err }, 'an idle database connection was closed by the server'));
    const db = drizzlePg(pool);
    // Wrapped once: retryTransactions patches the object, so a second wrap would retry 4 × 4 times.
    const retrying = retryTransactions(db as unknown as Db);
    return {
      db: retrying,
      kind: 'postgres',
      migrate: () =>
        migrateAlone(pool, async () => {
          await migratePg(db, { migrationsFolder });
          await afterMigrations(retrying, 'postgres');
        }),
      close: () => pool.end(),
      listen: (channel, onNotify, onEnd, onResume) => listenKeptUp(pool, channel, { onNotify, onEnd, onResume }),
    };
  }
  const client = pglite ?? newPglite({ dataDir: pgliteDir, loadDataDir: pgliteTemplate });
  const db = drizzlePglite(client);
  return {
    db: retryTransactions(db as unknown as Db),
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await afterMigrations(db as unknown as Db, 'pglite');
    },
    close: async () => {
      if (!pglite) await client.close();
    },
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, () => onNotify());
      return () => unlisten();
    },
  };
}

/**
 * The database the configuration names: PostgreSQL by `DATABASE_URL`, else PGlite in `DATA_DIR`, a new one
 * starting as a copy of the migrated template.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl });
  const dir = pgliteDir(config);
  await startFromTemplate(dir);
  return openDatabase({ pgliteDir: dir });
}
