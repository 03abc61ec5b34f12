import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteDir, type Config } from '../config';

/** The one database type the routes see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on `channel` (a constant identifier): `onNotify` runs after each committed NOTIFY. Resolves to the UNLISTEN. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}

const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));

export interface OpenOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `undefined` keeps it in memory (tests). */
  pgliteDir?: string;
}

export function openDatabase({ databaseUrl, pgliteDir }: OpenOptions): Database {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      async listen(channel, onNotify) {
        const client = await pool.connect();
        let released = false;
        const release = (error?: Error) => {
          if (released) return;
          released = true;
          client.release(error);
        };
        // A dropped connection only ends the listening; the caller keeps polling.
        client.on('error', release);
        client.on('notification', (message) => message.channel === channel && onNotify());
        await client.query(`LISTEN ${channel}`);
        return async () => {
          if (released) return;
          await client.query(`UNLISTEN ${channel}`).catch(() => {});
          release();
        };
      },
    };
  }
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const client = new PGlite(pgliteDir);
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    async listen(channel, onNotify) {
      const unlisten = await client.listen(channel, () => onNotify());
      return () => unlisten();
    },
  };
}

/** The database the configuration names: PostgreSQL by `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export function openConfiguredDatabase(config: Config): Database {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : pgliteDir(config),
  });
}
