import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PushKey } from '../../src/contract/push';
import { pushSubscriptionBody, pushUnsubscribeBody } from '../../src/contract/schemas/push';
import { requireAuth, requireRole } from '../auth/require-auth';
import { pushJobs } from '../db/schema/push-jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import type { AuthEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { checkedEndpoint } from '../push/endpoint-guard';
import { resolveVapidKeys } from '../push/vapid-keys';

const staff = requireRole('admin', 'courier');

export const pushRoutes = new Hono<AuthEnv>()
  .use(requireAuth, staff)
  .get('/key', async (c) => {
    const { publicKey } = await resolveVapidKeys(c.var.db, c.var.config.push);
    const key: PushKey = { publicKey };
    return c.json({ data: key });
  })
  .post('/subscription', validate('json', pushSubscriptionBody), async (c) => {
    const { keys } = c.req.valid('json');
    const endpoint = checkedEndpoint(c.req.valid('json').endpoint, c.var.config.push.allowedOrigins);
    if (endpoint === null) {
      throw httpError(400, undefined, {
        errors: [{ path: 'endpoint', message: 'Bildirishnoma xizmati manzili qabul qilinmaydi' }],
      });
    }
    const fields = {
      userId: c.var.user.id,
      p256dh: keys.p256dh,
      auth: keys.auth,
      userAgent: c.req.header('User-Agent')?.slice(0, 300) ?? null,
      failures: 0,
    };
    const id = await c.var.db.transaction(async (tx) => {
      const [previous] = await tx
        .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, endpoint))
        .for('update');
      // The phone changed hands: what was queued for the last person must not reach the new one.
      if (previous && previous.userId !== c.var.user.id)
        await tx.delete(pushJobs).where(eq(pushJobs.subscriptionId, previous.id));
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ endpoint, ...fields })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields })
        .returning({ id: pushSubscriptions.id });
      return row!.id;
    });
    return c.json({ data: { id } }, 201);
  })
  .delete('/subscription', validate('json', pushUnsubscribeBody), async (c) => {
    const { endpoint } = c.req.valid('json');
    await c.var.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, c.var.user.id)));
    return c.body(null, 204);
  });
