import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../tests/helpers/fresh-database';
import { loadConfig } from './config';
import { startServer } from './index';

describe('startServer', () => {
  it('starts on a free port and answers /api/health', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-start-'));
    // A migrated copy: migrating a fresh directory on start is demo-seed.test.ts's to prove.
    const database = await freshDatabase({ pgliteDir: join(dataDir, 'pglite') });
    const kind = database.url ? 'postgres' : 'pglite';
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO_DATA: '0',
      DIST_DIR: join(dataDir, 'no-dist'),
    });
    const server = await startServer(config);
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(server.url).not.toMatch(/:0$/);
      expect(server.dbKind).toBe(kind);
      const res = await fetch(`${server.url}/api/health`);
      expect(await res.json()).toEqual({ data: { status: 'ok', db: kind } });
    } finally {
      await server.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
