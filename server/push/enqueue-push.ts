import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PushMessage } from './push-messages';

/**
 * Queues `message` for every subscription of its recipients (active staff only). Call it inside
 * the transaction that causes the push: the jobs commit or vanish with it, and the worker
 * (server/push/push-worker.ts) sends them after the request has answered.
 */
export async function enqueuePush(tx: Db, message: PushMessage): Promise<void> {
  const roles = 'roles' in message.to ? message.to.roles.flatMap((r) => (r === 'admin' ? ['admin', 'superadmin'] : [r])) : ['courier', 'admin', 'superadmin'];
  const onlyUser = 'userId' in message.to ? sql`and u.id = ${message.to.userId}` : sql``;
  await tx.execute(sql`
    insert into push_jobs (subscription_id, payload, ttl, urgency, topic)
    select s.id,
      case when u.role = 'courier' then ${JSON.stringify(message.payload.courier)}::jsonb else ${JSON.stringify(message.payload.admin)}::jsonb end,
      ${message.ttl}, ${message.urgency}, ${message.topic}
    from push_subscriptions s join users u on u.id = s.user_id
    where u.status = 'active' and u.role::text in (${sql.join(roles.map((r) => sql`${r}`), sql`, `)}) ${onlyUser}`);
}
