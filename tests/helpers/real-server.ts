import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db, type OpenOptions } from '../../server/db/client';
import { startServer, type RunningServer } from '../../server/index';
import { freshDatabase } from './fresh-database';

export interface RealServer extends RunningServer {
  /** How to open the server's database again (after `close`, on PGlite). */
  database: OpenOptions;
  /** Stops the server, drops its database and removes its data directory. */
  dispose(): Promise<void>;
}

/**
 * The real server in this process, listening on a free port, on a fresh database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL); `fill` writes rows into that database before the server starts on it.
 */
export async function startRealServer(
  env: Record<string, string> = {},
  fill?: (db: Db) => Promise<void>,
): Promise<RealServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-real-'));
  const database = await freshDatabase({ pgliteDir: join(dataDir, 'pglite') });
  if (fill) {
    const opened = openDatabase(database.open);
    try {
      await fill(opened.db);
    } finally {
      await opened.close();
    }
  }
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DEMO_DATA: '0',
    DIST_DIR: join(dataDir, 'no-dist'),
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    database: database.open,
    async dispose() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
