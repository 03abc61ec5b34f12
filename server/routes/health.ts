import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  await c.var.db.execute(sql`select 1`);
  return c.json({ data: { status: 'ok' as const, db: c.var.dbKind } });
});
