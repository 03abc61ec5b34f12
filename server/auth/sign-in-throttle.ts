import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInAttempts } from '../db/schema/sign-in-attempts';

export const maxChecks = 10;
export const windowMs = 15 * 60 * 1000;
// The two-key advisory lock space of sign-in keys (the reminder scheduler uses the one-key space).
const lockSpace = 7_340_002;

export type Reservation = { granted: true; ids: number[] } | { granted: false; retryAfterSeconds: number };

/**
 * Takes one of the 10 password checks each key has per 15 minutes, before the password is
 * checked: under a per-key advisory lock the recent attempts are counted and the new one is
 * recorded in one transaction, so parallel guesses cannot all slip past the count. Keys are
 * locked in the order given, the same order in every request, so two requests never deadlock.
 */
export function reserveCheck(db: Db, keys: readonly string[], now = new Date()): Promise<Reservation> {
  const since = new Date(+now - windowMs);
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${lockSpace}, hashtext(${key}))`);
    const recent = await tx
      .select({ key: signInAttempts.key, n: sql<number>`count(*)::int`, oldest: sql<Date>`min(${signInAttempts.at})` })
      .from(signInAttempts)
      .where(and(inArray(signInAttempts.key, [...keys]), sql`${signInAttempts.at} > ${since.toISOString()}`))
      .groupBy(signInAttempts.key);
    const full = recent.filter((r) => r.n >= maxChecks);
    if (full.length) {
      const freesAt = Math.max(...full.map((r) => new Date(r.oldest).getTime() + windowMs));
      return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - +now) / 1000)) };
    }
    await tx.delete(signInAttempts).where(and(inArray(signInAttempts.key, [...keys]), lt(signInAttempts.at, since)));
    const rows = await tx
      .insert(signInAttempts)
      .values(keys.map((key) => ({ key, at: now })))
      .returning({ id: signInAttempts.id });
    return { granted: true, ids: rows.map((r) => r.id) };
  });
}

/** A check that let the right person in does not count against the phone or the address. */
export async function releaseCheck(db: Db, reservation: { ids: number[] }): Promise<void> {
  await db.delete(signInAttempts).where(inArray(signInAttempts.id, reservation.ids));
}

/** Attempts older than the window are of no use: dropped now and then so the table stays small. */
export async function pruneAttempts(db: Db, now = new Date()): Promise<void> {
  await db.delete(signInAttempts).where(lt(signInAttempts.at, new Date(+now - windowMs)));
}

export const attemptKeys = (phone: string, address: string) => [`phone:${phone}`, `address:${address}`] as const;
