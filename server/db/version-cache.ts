import type { Database, Db } from './client';
import { tableVersions } from './schema/table-versions';

/** The channel the table_versions trigger notifies on (migration `table_versions_notify`). */
const channel = 'table_versions';

export interface VersionCache {
  /** The version of each table in `tables` (0 for a table never written). */
  read(tables: readonly string[]): Promise<number[]>;
  /** Forget the copy: the next read goes to the database. Called once this instance's own writes have committed. */
  invalidate(): void;
  /** Starts keeping the copy, dropped by each notification of the trigger's channel. Without it every read queries. */
  listen(listen: Database['listen']): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `table_versions` (db/schema/table-versions.ts) as this instance last read it. While a LISTEN on the
 * trigger's channel is up, a committed change anywhere (this instance or another) drops the copy,
 * so polls and the signed-in user's row are checked without a query. Without a listener (or once
 * its connection is lost) every read goes to the database.
 */
export function createVersionCache(
  db: Db,
  /** Even while listening, the copy is read afresh at least this often: a bound on staleness should a notification go missing. */
  { maxAgeMs = 1_000 } = {},
): VersionCache {
  let listening = false;
  /** Raised by every notification or invalidation: a read started before it must not be kept. */
  let generation = 0;
  let copy: { versions: Map<string, number>; readAt: number; generation: number } | undefined;
  let reading: { promise: Promise<Map<string, number>>; generation: number } | undefined;

  const invalidate = () => {
    generation++;
    copy = undefined;
  };
  let unlisten: (() => Promise<void>) | undefined;

  async function readAll(): Promise<Map<string, number>> {
    const startedAt = generation;
    const rows = await db.select().from(tableVersions);
    const versions = new Map(rows.map((row) => [row.name, row.version]));
    if (listening && startedAt === generation) copy = { versions, readAt: Date.now(), generation };
    return versions;
  }

  async function current(): Promise<Map<string, number>> {
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
      return tables.map((name) => versions.get(name) ?? 0);
    },
    invalidate,
    async listen(listen) {
      unlisten = await listen(channel, invalidate, () => {
        listening = false;
        invalidate();
      });
      listening = true;
    },
    async stop() {
      listening = false;
      invalidate();
      await unlisten?.();
    },
  };
}
