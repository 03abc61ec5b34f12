import type { Query } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistedQueryClientSaveOptions } from '@tanstack/react-query-persist-client';

/**
 * Restore drops an entry older than its maximum age (CACHE_MAX_AGE_MS, a day): a list that polls keep
 * confirming unchanged is written again this often, so it stays restorable.
 */
export const UNCHANGED_REWRITE_MS = 60 * 60_000;

/**
 * Saves the cache when what it keeps has changed: a query's data, a query dropped, a change (mutation).
 * The library's own subscription saved after every fetch, so each poll rewrote the whole entry; a poll
 * that finds the same rows (a 304, or an equal answer kept by structural sharing) now writes nothing.
 * A query whose refetch failed keeps its last data in the entry until it has new data.
 */
export function persistOnChange(options: PersistedQueryClientSaveOptions, now = Date.now): () => void {
  const { queryClient: client } = options;
  const saved = new WeakMap<Query, unknown>();
  let savedAt = now();
  let queued = false;
  let stopped = false;
  // Each save dehydrates the whole cache: changes made together (the run's offline copies, one per order)
  // are saved once, as the task that made them ends.
  const save = () => {
    savedAt = now();
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (!stopped) void persistQueryClientSave(options);
    });
  };
  for (const query of client.getQueryCache().getAll()) saved.set(query, query.state.data);

  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') return save();
    if (event.type !== 'added' && event.type !== 'updated') return;
    const { data } = event.query.state;
    if (data === undefined) return;
    if (saved.get(event.query) !== data) {
      saved.set(event.query, data);
      save();
    } else if (now() - savedAt >= UNCHANGED_REWRITE_MS) save();
  });
  const unsubscribeChanges = client.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') save();
  });
  return () => {
    stopped = true;
    unsubscribeQueries();
    unsubscribeChanges();
  };
}
