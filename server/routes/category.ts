import { and, count, eq, ilike } from 'drizzle-orm';
import { Hono } from 'hono';
import { categoryListQuery } from '../../src/contract/schemas/category';
import { requireAuth, requireRole } from '../auth/require-auth';
import { categories as cat } from '../db/schema/categories';
import { toCategory } from '../dto/category';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { containsPattern, orderByOf, pagedList } from '../queries/paging';

const sortColumns = { name: cat.name, createdAt: cat.createdAt };
// Without `sort` the list is alphabetical (pickers), whatever `order` says.

export const categoryRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin'),
  validate('query', categoryListQuery),
  async (c) => {
    const q = c.req.valid('query');
    const where = and(
      q.search ? ilike(cat.name, containsPattern(q.search)) : undefined,
      q.parentId === undefined ? undefined : eq(cat.parentId, q.parentId),
    );
    const rows = c.var.db
      .select()
      .from(cat)
      .where(where)
      .orderBy(...orderByOf(sortColumns[q.sort ?? 'name'], cat.id, q.sort ? q.order : 'asc'));
    const total = c.var.db.select({ n: count() }).from(cat).where(where);
    return c.json(await pagedList(q, rows, total, toCategory));
  },
);
