import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config';
import { startServer, type RunningServer } from '../../server/index';
import { freshDatabase } from './fresh-database';

export interface RealServer extends RunningServer {
  /** Stops the server, drops its database and removes its data directory. */
  dispose(): Promise<void>;
}

/** The real server in this process, listening on a free port, on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function startRealServer(env: Record<string, string> = {}): Promise<RealServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-real-'));
  const database = await freshDatabase({ pgliteDir: join(dataDir, 'pglite') });
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
    async dispose() {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
