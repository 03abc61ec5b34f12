import { eq, max } from 'drizzle-orm';
import { Hono } from 'hono';
import type { NewOrderFlag } from '../../src/contract/new-order';
import { requireAuth, requireRole } from '../auth/require-auth';
import { newOrderReads } from '../db/schema/new-order-reads';
import { orderHistories } from '../db/schema/order-histories';
import type { AuthEnv } from '../http/env';
import { pollCache } from '../http/poll-cache';
import { unassignedOpen } from '../queries/order-history-filters';

/**
 * Unread when an order the caller can see (a courier: the unassigned pending/accepted ones; an
 * admin: any) arrived after their last PATCH; someone who never marked it read counts from the
 * moment their account was made.
 */
export const newOrderRoutes = new Hono<AuthEnv>()
  .get(
    '/',
    requireAuth,
    requireRole('admin', 'courier'),
    pollCache(['order_histories', 'new_order_reads', 'users']),
    async (c) => {
      const { db, user } = c.var;
      const [read] = await db
        .select({ at: newOrderReads.readAt })
        .from(newOrderReads)
        .where(eq(newOrderReads.userId, user.id));
      const [newest] = await db
        .select({ at: max(orderHistories.createdAt) })
        .from(orderHistories)
        .where(user.role === 'courier' ? unassignedOpen : undefined);
      const lastOrderAt = newest?.at ?? null;
      const since = read?.at ?? user.createdAt;
      const flag: NewOrderFlag = {
        isRead: !lastOrderAt || lastOrderAt <= since,
        lastOrderAt: lastOrderAt?.toISOString() ?? null,
      };
      return c.json({ data: flag });
    },
  )
  .patch('/', requireAuth, requireRole('admin', 'courier'), async (c) => {
    const readAt = new Date();
    await c.var.db
      .insert(newOrderReads)
      .values({ userId: c.var.user.id, readAt })
      .onConflictDoUpdate({ target: newOrderReads.userId, set: { readAt } });
    return c.json({ data: { isRead: true } });
  });
