import { count, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { brandListQuery } from '../../src/contract/schemas/brand';
import { requireAuth, requireRole } from '../auth/require-auth';
import { brands as b } from '../db/schema/brands';
import { files } from '../db/schema/files';
import { toBrand } from '../dto/brand';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { containsPattern, orderByOf, pagedList } from '../queries/paging';

const sortColumns = { name: b.name, createdAt: b.createdAt };
// Without `sort` the list is alphabetical (pickers), whatever `order` says.

export const brandRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin'),
  validate('query', brandListQuery),
  async (c) => {
    const q = c.req.valid('query');
    const where = q.search ? ilike(b.name, containsPattern(q.search)) : undefined;
    const rows = c.var.db
      .select({ brand: b, logo: { id: files.id, url: files.url } })
      .from(b)
      .leftJoin(files, eq(files.id, b.logoFileId))
      .where(where)
      .orderBy(...orderByOf(sortColumns[q.sort ?? 'name'], b.id, q.sort ? q.order : 'asc'));
    const total = c.var.db.select({ n: count() }).from(b).where(where);
    return c.json(await pagedList(q, rows, total, toBrand));
  },
);
