import type pg from 'pg';
import { logger } from '../log';
import { sqlFailure } from './sql-error';

/** Reconnection waits double from the first to the last (the database is back within about a second of its return). */
const firstDelayMs = 100;
const lastDelayMs = 1_000;

export interface ListenHandlers {
  /** After each committed NOTIFY on the channel, and once after a reconnection (some may have been missed). */
  onNotify(): void;
  /** The connection was lost: no notification comes until `onResume`. */
  onEnd?(): void;
  /** Listening again after a loss. */
  onResume?(): void;
}

/**
 * LISTEN on one connection of `pool`, kept up: when the connection is lost (a database restart, a
 * terminated backend) it says so, then connects again with a growing pause until it succeeds, and
 * logs both. The first LISTEN's failure is the caller's. Resolves to the UNLISTEN.
 */
export async function listenKeptUp(
  pool: pg.Pool,
  channel: string,
  { onNotify, onEnd, onResume }: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  /** The listening connection and how to give it back to the pool (once). */
  let current: { client: pg.PoolClient; giveBack(destroy: boolean): boolean } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = firstDelayMs;

  async function connect(): Promise<void> {
    const client = await pool.connect();
    let returned = false;
    const entry = {
      client,
      giveBack(destroy: boolean) {
        if (returned) return false;
        returned = true;
        client.release(destroy);
        return true;
      },
    };
    const lose = (err?: unknown) => {
      if (!entry.giveBack(true)) return;
      if (current !== entry) return; // LISTEN never succeeded on it: the caller handles that
      current = undefined;
      if (stopped) return;
      logger.warn({ channel, db: sqlFailure(err) }, 'LISTEN connection lost; reconnecting');
      onEnd?.();
      reconnectLater();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => message.channel === channel && onNotify());
    try {
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lose(err);
      throw err;
    }
    current = entry;
  }

  function reconnectLater() {
    retry = setTimeout(() => {
      connect().then(
        () => {
          delay = firstDelayMs;
          if (stopped) return release();
          logger.info({ channel }, 'LISTEN connection restored');
          onResume?.();
          onNotify();
        },
        () => {
          delay = Math.min(delay * 2, lastDelayMs);
          if (!stopped) reconnectLater();
        },
      );
    }, delay);
    retry.unref();
  }

  /** Closes the connection rather than returning it: it carries this listener's handlers. */
  function release() {
    current?.giveBack(true);
    current = undefined;
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    release();
  };
}
