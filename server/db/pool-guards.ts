import type pg from 'pg';
import { logger } from '../log';

const isBegin = (query: unknown) => {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** For one checkout: if the first query is a BEGIN and fails, the connection goes back to the pool, destroyed. */
function guardFirstQuery(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  client.query = ((...args: unknown[]) => {
    client.query = query;
    const result = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
    return result.catch((err: unknown) => {
      client.release(err instanceof Error ? err : true);
      throw err;
    });
  }) as typeof client.query;
  return client;
}

/**
 * What the server's pool needs to outlive a database restart under load.
 *
 * A connection lost while checked out between two statements of a transaction emits 'error' with no
 * query to take it; pg-pool listens only while a connection is idle, so that error crashed the
 * process (found by the chaos test). Every connection gets a listener of its own, once.
 *
 * Drizzle's transaction on a pool sends BEGIN before its try/finally, so a BEGIN that fails (the
 * database restarting under load) never gives its connection back. Ten of them and every later query
 * of the instance waited for a connection that never came, until a restart (found by the chaos test).
 * This gives such a connection back. pg's own `pool.query` passes a callback and is left alone.
 */
export function guardPool(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) =>
    client.on('error', (err) => logger.debug({ err }, 'a checked-out database connection was lost')),
  );
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { connect: unknown }).connect = (...args: unknown[]) =>
    args.length ? connect(...args) : (connect() as Promise<pg.PoolClient>).then(guardFirstQuery);
  return pool;
}
