import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { addressListQuery } from '../../src/contract/schemas/address';
import { requireAuth, requireRole } from '../auth/require-auth';
import { addresses as a } from '../db/schema/addresses';
import { toAddress } from '../dto/address';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { pagedSelect } from '../queries/paging';
import { searchMatches } from '../queries/search';

const staff = requireRole('admin', 'courier');

export const addressRoutes = new Hono<AuthEnv>()
  /** The districts the shop delivers to (every customer address's), for the orders' district filter. */
  .get('/districts', requireAuth, staff, async (c) => {
    const rows = await c.var.db.selectDistinct({ district: a.district }).from(a).orderBy(asc(a.district));
    return c.json({ data: rows.map((row) => row.district) });
  })
  .get('/', requireAuth, staff, validate('query', addressListQuery), async (c) => {
    const q = c.req.valid('query');
    if (q.userId === undefined && c.var.user.role === 'courier') {
      throw httpError(400, undefined, { errors: [{ path: 'userId', message: 'Bu maydon majburiy' }] });
    }
    const where = and(
      q.userId === undefined ? undefined : eq(a.userId, q.userId),
      q.search ? searchMatches(a.searchText, q.search) : undefined,
    );
    return c.json(
      await pagedSelect(
        c.var.db,
        q,
        { select: c.var.db.select().from(a), table: a, where, sort: a.createdAt },
        toAddress,
      ),
    );
  });
