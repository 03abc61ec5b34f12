import { sql } from 'drizzle-orm';
import type { PushPayload } from '../../src/contract/push';
import type { Db } from '../db/client';

export interface ClaimedJob {
  id: number;
  subscriptionId: number;
  payload: PushPayload;
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  topic: string;
  attempts: number;
  /** The job's age in seconds: past its TTL the push service would drop it anyway. */
  ageSeconds: number;
}

export const pushBatchSize = 20;
/** A claimed job is hidden from other workers this long; a worker that dies mid-send releases it so. */
const leaseSeconds = 60;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes due jobs for this worker alone: `FOR UPDATE SKIP LOCKED` lets instances sharing the
 * database claim different jobs, and moving `run_at` by the lease keeps a claimed job from being
 * taken again while it is being sent.
 */
export async function claimPushJobs(db: Db): Promise<ClaimedJob[]> {
  const result = await db.execute(sql`
    update push_jobs set run_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from push_jobs where run_at <= now() order by run_at, id limit ${pushBatchSize} for update skip locked
    )
    returning id, subscription_id as "subscriptionId", payload, ttl, urgency, topic, attempts,
      extract(epoch from now() - created_at)::float8 as "ageSeconds"`);
  return rowsOf<ClaimedJob>(result);
}
