import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lifecycle } from '../app';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { AppEnv } from '../http/env';
import { errorBody } from '../http/errors';
import { openWithoutToken } from '../openapi/public-route';

const journal = new URL('../drizzle/meta/_journal.json', import.meta.url);
const migrationCount = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
const notReady = 'Server hozir soʻrovlarni qabul qilmayapti';

/** A database that does not answer within this is away: the instance is not ready. */
const readyTimeoutMs = 2_000;

/** How many migrations the database has applied; -1 when it does not answer (in time). */
async function appliedMigrations(db: Db): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(-1), readyTimeoutMs)));
  const count = db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`).then(
    (result) => rowsOf<{ n: number }>(result)[0]!.n,
    () => -1,
  );
  try {
    return await Promise.race([count, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/health`: the process is alive; it never touches the database, so a liveness probe does not
 * restart instances during a database outage. `/health/ready`: it should get traffic, i.e. the
 * database answers, every migration is applied, and it is not shutting down (API.md, "Health").
 */
export const healthRoutes = (lifecycle: Lifecycle) =>
  new Hono<AppEnv>()
    .get('/', openWithoutToken, (c) => c.json({ data: { status: 'ok' as const, db: c.var.dbKind } }))
    .get('/ready', openWithoutToken, async (c) => {
      if (lifecycle.draining) return c.json(errorBody(503, notReady), 503);
      if ((await appliedMigrations(c.var.db)) < migrationCount) return c.json(errorBody(503, notReady), 503);
      return c.json({ data: { status: 'ready' as const, db: c.var.dbKind } });
    });
