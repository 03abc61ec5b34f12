import { and, asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { CourierLoad } from '../../src/contract/courier';
import { requireAuth, requireRole } from '../auth/require-auth';
import { orderHistories as h } from '../db/schema/order-histories';
import { users } from '../db/schema/users';
import type { AuthEnv } from '../http/env';
import { validate } from '../http/validate';

/** `GET /courier` (admin): every courier with the open orders they carry, the least loaded first. */
export const courierRoutes = new Hono<AuthEnv>().get(
  '/',
  requireAuth,
  requireRole('admin'),
  validate('query', z.strictObject({})),
  async (c) => {
    const openOrders = count(h.id);
    const rows: CourierLoad[] = await c.var.db
      .select({ id: users.id, fullName: users.fullName, phone: users.phone, status: users.status, openOrders })
      .from(users)
      .leftJoin(h, and(eq(h.courierId, users.id), eq(h.status, 'courier')))
      .where(eq(users.role, 'courier'))
      .groupBy(users.id)
      .orderBy(asc(openOrders), asc(users.fullName), asc(users.id));
    return c.json({ data: rows });
  },
);
