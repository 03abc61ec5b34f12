import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';
import { rowsOf } from './rows';

/** The channel the table_changes trigger notifies on (migration `table_changes_triggers`). */
const channel = 'table_changes';

/** The tables with the trigger: every table a polled answer or the signed-in user's check reads. */
export const watchedTables = [
  'order_histories',
  'orders',
  'users',
  'new_order_reads',
  'notifications',
  'products',
  'brands',
  'categories',
  'product_images',
  'files',
] as const;
export type WatchedTable = (typeof watchedTables)[number];

export interface VersionCache {
  /**
   * A version of each table in `tables`: equal versions mean no change committed in between. A table
   * with a writer still in progress gets a version never given before nor again, so nothing is kept under it.
   */
  read(tables: readonly WatchedTable[]): Promise<string[]>;
  /** Forget the copy: the next read goes to the database. Called once this instance's own writes have committed. */
  invalidate(): void;
  /** Starts keeping the copy, dropped by each notification of the trigger's channel. Without it every read queries. */
  listen(listen: Database['listen']): Promise<void>;
  stop(): Promise<void>;
}

/** Marks a version that must never match another: see `readVersions`. */
export const unsettledMark = '~';
const unsettled = (seq: number) => `${seq}${unsettledMark}${randomBytes(6).toString('hex')}`;

const writingLocks = sql.raw(`('RowExclusiveLock', 'ShareRowExclusiveLock', 'ExclusiveLock', 'AccessExclusiveLock')`);

/**
 * Each table's largest `seq` in table_changes, read through its index, and whether another session
 * holds a writer's lock on the table. Sequence values are handed out in one order and committed in
 * another: a writer that took a smaller value may still be in progress when a larger one is seen,
 * and its commit would leave max(seq) unchanged. So the locks are read after the statement's snapshot
 * (a lock is released only once its commit is visible), and a table someone is still writing gets a
 * one-off version (docs/decisions/0009-change-log-instead-of-version-rows.md).
 */
export async function readVersions(db: Db): Promise<Map<string, { version: string; settled: boolean }>> {
  const names = sql.raw(`array[${watchedTables.map((name) => `'${name}'`).join(', ')}]::text[]`);
  const rows = rowsOf<{ name: string; seq: string | number | null; busy: boolean }>(
    await db.execute(sql`
      select name,
        (select max(c.seq) from table_changes c where c.table_name = name) as seq,
        exists (
          select 1 from pg_locks l
          where l.relation = to_regclass(name) and l.pid <> pg_backend_pid() and l.mode in ${writingLocks}
            -- pg_locks lists every database of the server, and databases made from one template share OIDs.
            and l.database = (select oid from pg_database where datname = current_database())
        ) as busy
      from unnest(${names}) as name`),
  );
  return new Map(
    rows.map(({ name, seq, busy }) => {
      const value = Number(seq ?? 0);
      return [name, { version: busy ? unsettled(value) : String(value), settled: !busy }];
    }),
  );
}

/**
 * The versions (readVersions) as this instance last read them. While a LISTEN on the trigger's
 * channel is up, a committed change anywhere (this instance or another) drops the copy, so polls
 * and the signed-in user's row are checked without a query. Without a listener (or once its
 * connection is lost) every read goes to the database; a read that found a table being written is
 * never kept.
 */
export function createVersionCache(
  db: Db,
  /** Even while listening, the copy is read afresh at least this often: a bound on staleness should a notification go missing. */
  { maxAgeMs = 1_000 } = {},
): VersionCache {
  let listening = false;
  /** Raised by every notification or invalidation: a read started before it must not be kept. */
  let generation = 0;
  let copy: { versions: Map<string, string>; readAt: number; generation: number } | undefined;
  let reading: { promise: Promise<Map<string, string>>; generation: number } | undefined;

  const invalidate = () => {
    generation++;
    copy = undefined;
  };
  let unlisten: (() => Promise<void>) | undefined;

  async function readAll(): Promise<Map<string, string>> {
    const startedAt = generation;
    const read = await readVersions(db);
    const versions = new Map([...read].map(([name, { version }]) => [name, version]));
    const settled = [...read.values()].every((entry) => entry.settled);
    if (listening && settled && startedAt === generation) copy = { versions, readAt: Date.now(), generation };
    return versions;
  }

  async function current(): Promise<Map<string, string>> {
    if (copy && copy.generation === generation && Date.now() - copy.readAt < maxAgeMs) return copy.versions;
    if (!listening) return readAll();
    // Concurrent polls share one read, unless it began before the latest change.
    if (reading?.generation !== generation) {
      const started = { promise: readAll(), generation };
      reading = started;
      void started.promise.finally(() => reading === started && (reading = undefined)).catch(() => {});
    }
    return reading.promise;
  }

  return {
    async read(tables) {
      const versions = await current();
      return tables.map((name) => versions.get(name) ?? '0');
    },
    invalidate,
    async listen(listen) {
      unlisten = await listen(
        channel,
        invalidate,
        () => {
          listening = false;
          invalidate();
        },
        () => {
          listening = true;
          invalidate();
        },
      );
      listening = true;
    },
    async stop() {
      listening = false;
      invalidate();
      await unlisten?.();
    },
  };
}

/**
 * Deletes every change but the last of each table: a version is a table's largest `seq`, so the
 * older rows say nothing. Rows of writers still in progress are not visible here and stay until the
 * next run. Writers only insert, so this never makes one wait.
 */
export async function pruneTableChanges(db: Db): Promise<void> {
  await db.execute(sql`
    delete from table_changes c
    where c.seq < (select max(m.seq) from table_changes m where m.table_name = c.table_name)`);
}
