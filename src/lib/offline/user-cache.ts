import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { DehydratedState } from '@tanstack/react-query';
import type { AsyncStorage, PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { restorable } from './queued-changes-restore';

export const CACHE_MAX_AGE_MS = 24 * 60 * 60_000;

export const userCacheKey = (userId: number) => `yetkaz-cache-${userId}`;

export interface UserCache {
  persister: Persister;
  /** Writes `state` at once, past the persister's throttle. */
  save: (state: DehydratedState) => Promise<void>;
  /** Removes the entry, or keeps only the given waiting changes in it. */
  keepOnly: (mutations: DehydratedState['mutations']) => Promise<void>;
  /** Stops the persister's writes, including a throttled one still to come. */
  close: () => void;
}

/** One signed-in user's persisted cache, in its own storage entry. */
export function createUserCache(storage: AsyncStorage<string>, userId: number, buster: string): UserCache {
  const key = userCacheKey(userId);
  let open = true;
  const gated: AsyncStorage<string> = {
    getItem: (k) => storage.getItem(k),
    setItem: (k, value) => (open ? storage.setItem(k, value) : undefined),
    removeItem: (k) => storage.removeItem(k),
  };
  const base = createAsyncStoragePersister({ storage: gated, key, throttleTime: 1000 });
  const save = async (clientState: DehydratedState) => {
    const client: PersistedClient = { buster, timestamp: Date.now(), clientState };
    await storage.setItem(key, JSON.stringify(client));
  };

  return {
    persister: {
      persistClient: base.persistClient,
      restoreClient: async () =>
        restorable(await base.restoreClient(), { buster, maxAge: CACHE_MAX_AGE_MS, now: Date.now() }),
      removeClient: base.removeClient,
    },
    save,
    keepOnly: async (mutations) => (mutations.length ? save({ queries: [], mutations }) : storage.removeItem(key)),
    close: () => {
      open = false;
    },
  };
}
