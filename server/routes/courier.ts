import { and, asc, count, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CourierLoad } from '../../src/contract/courier';
import { requireAuth, requireRole } from '../auth/require-auth';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';
import { tashkentMidnight } from '../db/seed/time';
import { lastActivityOf, shiftState, unclosedShiftOf } from '../shifts/courier-shift-state';

/** `GET /courier` (admin): every courier with the open orders they carry and their shift, the least loaded first. */
export const courierRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin'),
  validate('query', z.strictObject({})),
  async (c) => {
    const openOrders = count(h.id);
    const deliveredToday = sql<number>`(select count(*)::int from ${h} d
      where d.courier_id = ${users.id} and d.status = 'delivered' and d.delivered_at >= ${new Date(tashkentMidnight(Date.now()))})`;
    const rows = await c.var.db
      .select({
        id: users.id,
        fullName: users.fullName,
        phone: users.phone,
        status: users.status,
        openOrders,
        deliveredToday,
        shift: unclosedShiftOf(sql`${users.id}`),
        lastActivityAt: lastActivityOf(sql`${users.id}`),
      })
      .from(users)
      .leftJoin(h, and(eq(h.courierId, users.id), eq(h.status, 'courier')))
      .where(eq(users.role, 'courier'))
      .groupBy(users.id)
      .orderBy(asc(openOrders), asc(users.fullName), asc(users.id));
    const data: CourierLoad[] = rows.map(({ shift, lastActivityAt, ...courier }) => ({
      ...courier,
      ...shiftState(shift),
      lastActivityAt: lastActivityAt && new Date(lastActivityAt).toISOString(),
    }));
    return c.json({ data });
  },
);
