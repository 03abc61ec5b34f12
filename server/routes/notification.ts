import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Notification } from '../../src/contract/notification';
import {
  notificationListQuery,
  notificationReadBody,
  type NotificationListQuery,
} from '../../src/contract/schemas/notification';
import { requireAuth, requireRole } from '../auth/require-auth';
import { notifications as n } from '../db/schema/notifications';
import type { AuthEnv } from '../http/env';
import { pollCache } from '../http/poll-cache';
import { validate } from '../http/validate';
import { containsPattern, pagedSelect } from '../queries/paging';

const toNotification = (row: typeof n.$inferSelect): Notification => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function conditions(q: NotificationListQuery): SQL | undefined {
  const pattern = q.search && containsPattern(q.search);
  return and(
    q.type && inArray(n.type, q.type),
    q.isRead !== undefined ? eq(n.isRead, q.isRead) : undefined,
    q.id !== undefined ? eq(n.id, q.id) : undefined,
    pattern ? or(ilike(n.title, pattern), ilike(n.body, pattern)) : undefined,
  );
}

/** Staff notifications; read or unread is one state shared by every admin (the bell counts what nobody has read). */
export const notificationRoutes = new Hono<AuthEnv>()
  .get('/no-read-notifications', requireAuth, requireRole('admin'), pollCache(['notifications']), async (c) => {
    const [unread] = await c.var.db.select({ n: count() }).from(n).where(eq(n.isRead, false));
    return c.json({ data: unread!.n });
  })
  .use(requireAuth, requireRole('admin'))
  .get('/', validate('query', notificationListQuery), async (c) => {
    const q = c.req.valid('query');
    const where = conditions(q);
    return c.json(
      await pagedSelect(
        c.var.db,
        q,
        { select: c.var.db.select().from(n), table: n, where, sort: n.createdAt },
        toNotification,
      ),
    );
  })
  .patch('/', validate('json', notificationReadBody), async (c) => {
    const { ids } = c.req.valid('json');
    const updated = await c.var.db
      .update(n)
      .set({ isRead: true })
      .where(and(eq(n.isRead, false), ids ? inArray(n.id, ids) : undefined))
      .returning({ id: n.id });
    return c.json({ data: { updated: updated.length } });
  });
