import { logger } from '../log';
import type { Db } from './client';
import { isRetryable, sqlFailure } from './sql-error';

/** Tries in all: a deadlock or serialization failure is rare once rows are locked in one order. */
const attempts = 4;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt + Math.random() * 20 * 2 ** attempt));

/**
 * `db.transaction` that runs the whole transaction again, a few times, when PostgreSQL answers
 * 40001 (serialization failure) or 40P01 (deadlock detected): the failed attempt changed nothing,
 * so the request succeeds instead of answering 500. The callback must only touch the database.
 */
export function retryTransactions<T extends Db>(db: T): T {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (err) {
        if (attempt >= attempts || !isRetryable(err)) throw err;
        logger.warn({ db: sqlFailure(err), attempt }, 'transaction retried');
        await pause(attempt);
      }
    }
  }) as T['transaction'];
  return db;
}
