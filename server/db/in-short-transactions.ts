import type { Db } from './client';

/**
 * Runs `step` in a transaction of its own again and again until a step finds nothing left (returns 0): the
 * backfills after the migrations, each step short so that no write waits for the whole (decision 16). Returns
 * how many items the steps did, as they counted them.
 */
export async function inShortTransactions(db: Db, step: (tx: Db) => Promise<number>): Promise<number> {
  let done = 0;
  for (let did = await db.transaction(step); did > 0; did = await db.transaction(step)) done += did;
  return done;
}
