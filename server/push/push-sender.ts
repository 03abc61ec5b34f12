import type { Agent } from 'node:https';
import { and, eq, inArray, sql } from 'drizzle-orm';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../db/client';
import { pushJobs } from '../db/schema/push-jobs';
import { pushSubscriptions } from '../db/schema/push-subscriptions';
import { users } from '../db/schema/users';
import { logger } from '../log';
import { claimPushJobs, type ClaimedJob } from './claim-push-jobs';
import { checkedEndpoint } from './endpoint-guard';
import type { PushConfig } from './push-config';
import { resolveVapidKeys } from './vapid-keys';

export interface PushSenderOptions {
  /** First retry delay; doubled on each further failure up to `retryCapMs`. */
  retryBaseMs?: number;
  retryCapMs?: number;
  /** After this many attempts a job is dropped. */
  maxAttempts?: number;
  /** For tests: an agent that trusts a local push service's certificate. */
  agent?: Agent;
}

const sendTimeoutMs = 10_000;
const staffRoles = ['courier', 'admin', 'superadmin'] as const;

const retryAfterMs = (error: WebPushError) => {
  const seconds = Number(error.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 0;
};

export function createPushSender(db: Db, config: PushConfig, options: PushSenderOptions = {}) {
  const { retryBaseMs = 5_000, retryCapMs = 10 * 60_000, maxAttempts = 10, agent } = options;

  async function retryLater(job: ClaimedJob, delayMs: number) {
    if (job.attempts >= maxAttempts) return giveUp(job);
    const backoff = Math.max(delayMs, Math.min(retryCapMs, retryBaseMs * 2 ** (job.attempts - 1)));
    await db
      .update(pushJobs)
      .set({ runAt: sql`now() + ${Math.min(backoff, retryCapMs)} * interval '1 millisecond'` })
      .where(eq(pushJobs.id, job.id));
  }

  async function giveUp(job: ClaimedJob) {
    await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, job.subscriptionId));
  }

  /** `endpoint`: the subscription's, as checkedEndpoint gave it back. */
  async function send(job: ClaimedJob, subscription: typeof pushSubscriptions.$inferSelect, endpoint: string) {
    const vapid = await resolveVapidKeys(db, config);
    try {
      await webpush.sendNotification(
        { endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(job.payload),
        {
          vapidDetails: { subject: config.vapidSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          // The push service counts the TTL from when it gets the push: what the job's age used up is gone.
          TTL: Math.max(0, job.ttl - Math.floor(job.ageSeconds)),
          urgency: job.urgency,
          topic: job.topic,
          contentEncoding: 'aes128gcm',
          timeout: sendTimeoutMs,
          ...(agent ? { agent } : {}),
        },
      );
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      if (status === 404 || status === 410) {
        // The browser dropped this subscription: forget it, and every job waiting for it.
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } else if (status === undefined || status === 429 || status >= 500) {
        await retryLater(job, error instanceof WebPushError ? retryAfterMs(error) : 0);
      } else {
        logger.error(
          { jobId: job.id, status, body: error instanceof WebPushError ? error.body : undefined },
          'push refused by the push service',
        );
        await giveUp(job);
      }
      return;
    }
    await db.delete(pushJobs).where(eq(pushJobs.id, job.id));
    await db
      .update(pushSubscriptions)
      .set({ lastSuccessAt: new Date(), failures: 0 })
      .where(eq(pushSubscriptions.id, subscription.id));
  }

  /** Sends what is due now; returns how many jobs it took. */
  async function runOnce(): Promise<number> {
    const jobs = await claimPushJobs(db);
    if (!jobs.length) return 0;
    // The recipient may have been blocked or demoted since the job was queued: they get nothing.
    const rows = await db
      .select({ subscription: pushSubscriptions })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(
        and(
          inArray(
            pushSubscriptions.id,
            jobs.map((job) => job.subscriptionId),
          ),
          eq(users.status, 'active'),
          inArray(users.role, [...staffRoles]),
        ),
      );
    const byId = new Map(rows.map((row) => [row.subscription.id, row.subscription]));
    await Promise.all(
      jobs.map(async (job) => {
        const subscription = byId.get(job.subscriptionId);
        // Also dropped: an alert older than its TTL, and an endpoint no longer allowed (PUSH_ALLOWED_ORIGINS changed).
        const stale = job.ageSeconds > job.ttl;
        const endpoint = subscription && checkedEndpoint(subscription.endpoint, config.allowedOrigins);
        if (!subscription || stale || !endpoint) return db.delete(pushJobs).where(eq(pushJobs.id, job.id));
        return send(job, subscription, endpoint);
      }),
    );
    return jobs.length;
  }

  return { runOnce };
}
