import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PushMessage } from './push-messages';

/** Workers LISTEN here (server/push/push-worker.ts). */
export const pushJobsChannel = 'push_jobs';

/**
 * Queues `message` for every subscription of its recipients (active staff only). Call it inside
 * the transaction that causes the push: the jobs commit or vanish with it, and the worker
 * (server/push/push-worker.ts) sends them after the request has answered.
 */
export async function enqueuePush(tx: Db, message: PushMessage): Promise<void> {
  const roles =
    'roles' in message.to
      ? message.to.roles.flatMap((r) => (r === 'admin' ? ['admin', 'superadmin'] : [r]))
      : ['courier', 'admin', 'superadmin'];
  const onlyUser = 'userId' in message.to ? sql`and u.id = ${message.to.userId}` : sql``;
  // PostgreSQL delivers the NOTIFY at commit, and not at all on rollback: the workers wake for committed jobs only.
  await tx.execute(sql`
    with queued as (
      insert into push_jobs (subscription_id, payload, ttl, urgency, topic)
      select s.id,
        case when u.role = 'courier' then ${JSON.stringify(message.payload.courier)}::jsonb else ${JSON.stringify(message.payload.admin)}::jsonb end,
        ${message.ttl}, ${message.urgency}, ${message.topic}
      from push_subscriptions s join users u on u.id = s.user_id
      where u.status = 'active' and u.role::text in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )}) ${onlyUser}
      returning 1
    )
    select pg_notify(${pushJobsChannel}, '') from queued limit 1`);
}
