import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lifecycle } from '../app';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';

const journal = new URL('../drizzle/meta/_journal.json', import.meta.url);
const migrationCount = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
const notReady = 'Server hozir soʻrovlarni qabul qilmayapti';

/**
 * `/health`: the process is alive. `/health/ready`: it should get traffic, i.e. the database
 * answers, every migration is applied, and it is not shutting down (API.md, "Health").
 */
export const healthRoutes = (lifecycle: Lifecycle) =>
  new Hono<AppEnv>()
    .get('/', async (c) => {
      await c.var.db.execute(sql`select 1`);
      return c.json({ data: { status: 'ok' as const, db: c.var.dbKind } });
    })
    .get('/ready', async (c) => {
      if (lifecycle.draining) return c.json(errorBody(503, notReady), 503);
      const applied = await c.var.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).then(
        (result) => (result as unknown as { rows: { n: number }[] }).rows[0]!.n,
        () => -1,
      );
      if (applied < migrationCount) return c.json(errorBody(503, notReady), 503);
      return c.json({ data: { status: 'ready' as const, db: c.var.dbKind } });
    });
