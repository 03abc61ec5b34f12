import { dehydrate, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  type AsyncStorage,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { BUILD_ID } from './build-id';
import { idbStorage } from './idb-storage';
import { isFailedChange, isKeptChange, isOfflineChange, type MutationLike } from './offline-changes';
import { persistOnChange } from './persist-on-change';
import { CACHE_MAX_AGE_MS, createUserCache, type UserCache } from './user-cache';

interface Active {
  userId: number;
  cache: UserCache;
  stop: () => void;
}

let active: Active | null = null;
let generation = 0;
let queue: Promise<unknown> = Promise.resolve();

/** One storage operation at a time: a sign-in never reads an entry that a sign-out is still writing. */
function enqueue(operation: () => Promise<void>): Promise<void> {
  const next = queue.then(operation).catch((error: unknown) => console.warn('Offline cache', error));
  queue = next;
  return next;
}

const dehydrateOptions = (client: QueryClient, sent?: MutationLike) => ({
  shouldDehydrateMutation: (mutation: MutationLike) => mutation !== sent && isKeptChange(client, mutation),
});

const waitingChanges = (client: QueryClient) =>
  dehydrate(client, { ...dehydrateOptions(client), shouldDehydrateQuery: () => false }).mutations;

/**
 * Restores the user's persisted cache and waiting changes into `client`, keeps persisting it,
 * then resumes the changes. Mutation defaults must be registered before this runs.
 */
export function openUserCache(client: QueryClient, userId: number, storage: AsyncStorage<string> = idbStorage) {
  const opened = generation;
  return enqueue(async () => {
    if (opened !== generation || active?.userId === userId) return;
    const cache = createUserCache(storage, userId, BUILD_ID);
    const options: PersistQueryClientOptions = {
      queryClient: client,
      persister: cache.persister,
      buster: BUILD_ID,
      maxAge: CACHE_MAX_AGE_MS,
      dehydrateOptions: dehydrateOptions(client),
    };
    // A corrupt entry is dropped by the restore itself; the app goes on with an empty cache.
    await persistQueryClientRestore(options).catch((error: unknown) => console.warn('Cache restore', error));
    let unsubscribe = () => {};
    let unsubscribeChanges = () => {};
    const onHidden = () => document.visibilityState === 'hidden' && void flushUserCache(client);
    const stop = () => {
      unsubscribe();
      unsubscribeChanges();
      cache.close();
      document.removeEventListener('visibilitychange', onHidden);
    };
    active = { userId, cache, stop };
    // Signed out during the restore: the sign-out's own step, queued next, puts it all away.
    if (opened !== generation) return;
    unsubscribe = persistOnChange(options);
    unsubscribeChanges = saveChangesOnTheirEnd(client, opened);
    document.addEventListener('visibilitychange', onHidden);
    void client.resumePausedMutations();
  });
}

/**
 * Sign-out: empties `client` at once and wipes the user's persisted queries, but keeps their
 * waiting changes in their entry, for their next sign-in only.
 */
export function closeUserCache(client: QueryClient): Promise<void> {
  generation++;
  // Nothing of the emptied client below may reach storage, even if the app is closed before the
  // queued step: the entry then still holds the last write, changes included.
  active?.cache.close();
  const changes = waitingChanges(client);
  client.clear();
  return enqueue(async () => {
    const current = active;
    active = null;
    if (!current) return;
    // Changes a restore brought back after the clear above (it raced this sign-out) are older.
    const restored = waitingChanges(client);
    client.clear();
    current.stop();
    await current.cache.keepOnly([...restored, ...changes]);
  });
}

/**
 * A change refused by the server, or ended by the courier (sent, discarded), is written at once,
 * past the persister's throttle: a refusal killed with the app must still be there on restart.
 */
function saveChangesOnTheirEnd(client: QueryClient, opened: number): () => void {
  return client.getMutationCache().subscribe((event) => {
    // A sign-out empties the client: that is no end of a change, and must not overwrite the entry.
    if (opened !== generation) return;
    const refused = event.type === 'updated' && event.action.type === 'error' && isFailedChange(client, event.mutation);
    const ended = event.type === 'removed' && isKeptChange(client, event.mutation);
    if (refused || ended) void flushUserCache(client);
  });
}

/**
 * The write path of a courier's change (MutationCache onMutate): written to IndexedDB before its
 * optimistic update shows it as done, so killing the app right after a tap loses nothing.
 */
export async function saveChangeBeforeShowing(client: QueryClient, mutation: MutationLike): Promise<void> {
  if (isOfflineChange(client, mutation)) await flushUserCache(client);
}

/**
 * The server took a courier's change (MutationCache onSuccess, before the change counts as done):
 * the cache is written at once, without it, so a reload right after does not restore the list as it
 * was before the change (the persister writes a second behind) or send the change again.
 */
export async function saveChangeOnceSent(client: QueryClient, mutation: MutationLike): Promise<void> {
  if (isOfflineChange(client, mutation)) await flushUserCache(client, mutation);
}

/** Writes the cache now (before a reload, or when the app goes to the background). */
export function flushUserCache(client: QueryClient, sent?: MutationLike): Promise<void> {
  return enqueue(async () => {
    if (active) await active.cache.save(dehydrate(client, dehydrateOptions(client, sent)));
  });
}
