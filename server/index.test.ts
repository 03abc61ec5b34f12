import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../tests/helpers/order-data';
import { freshDatabase } from '../tests/helpers/fresh-database';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { reminders } from './db/schema/reminders';
import { users } from './db/schema/users';
import { day } from './db/seed/time';
import { startServer } from './index';

/** A migrated copy in a data directory of its own: migrating a fresh directory on start is demo-seed.test.ts's to prove. */
async function startOnFreshDatabase(fill?: (db: ReturnType<typeof openDatabase>['db']) => Promise<void>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'yetkaz-start-'));
  const database = await freshDatabase({ pgliteDir: join(dataDir, 'pglite') });
  if (fill) {
    const opened = openDatabase(database.open);
    await fill(opened.db);
    await opened.close();
  }
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DEMO_DATA: '0',
    DIST_DIR: join(dataDir, 'no-dist'),
  });
  const server = await startServer(config);
  const cleanUp = async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { server, database, kind: database.url ? 'postgres' : 'pglite', cleanUp };
}

describe('startServer', () => {
  it('starts on a free port and answers /api/health', async () => {
    const { server, kind, cleanUp } = await startOnFreshDatabase();
    try {
      expect(server.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(server.url).not.toMatch(/:0$/);
      expect(server.dbKind).toBe(kind);
      const res = await fetch(`${server.url}/api/health`);
      expect(await res.json()).toEqual({ data: { status: 'ok', db: kind } });
    } finally {
      await server.close();
      await cleanUp();
    }
  });

  it('runs the reminders once it listens: a customer whose water came 11 days ago is reminded', async () => {
    let customerId = 0;
    const { server, database, cleanUp } = await startOnFreshDatabase(async (db) => {
      const water = await addProduct({ db }, { name: 'Suv 18,9 l', isReturnable: true });
      const [customer] = await db
        .insert(users)
        .values({ phone: '+998991110011', fullName: 'Suv Mijozi', role: 'user' })
        .returning();
      customerId = customer!.id;
      const at = new Date(Date.now() - 11 * day);
      await addOrder({ db }, customer!, {
        status: 'delivered',
        createdAt: at,
        deliveredAt: at,
        lines: [{ productId: water.id, quantity: 1, price: 18_000 }],
      });
    });
    try {
      // Closing waits for a run of the schedule in progress; the first starts as the server listens.
      await server.close();
      const reopened = openDatabase(database.open);
      const made = await reopened.db.select().from(reminders).where(eq(reminders.userId, customerId));
      await reopened.close();
      expect(made).toHaveLength(1);
    } finally {
      await cleanUp();
    }
  });
});
