// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from './build-id';
import { memoryStorage } from './memory-storage';
import { closeUserCache, flushUserCache, openUserCache } from './offline-cache';
import { createQueryClient } from './query-client';
import { userCacheKey } from './user-cache';

const changeKey = ['test', 'change'];
let client: QueryClient;
let storage: ReturnType<typeof memoryStorage>;
let sent: Array<{ as: string; n: number }>;
let currentUser: string;

function newClient() {
  const next = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // What the features do: the change's function is registered by key, before any restore.
  next.setMutationDefaults(changeKey, {
    scope: { id: 'courier-changes' },
    mutationFn: async (variables: { n: number }) => void sent.push({ as: currentUser, ...variables }),
  });
  // As QueryClientProvider does: coming online resumes paused changes.
  next.mount();
  return next;
}

const change = (n: number) =>
  void new MutationObserver<void, Error, { n: number }>(client, { mutationKey: changeKey })
    .mutate({ n })
    .catch(() => {});
const stored = (userId: number) => {
  const text = storage.map.get(userCacheKey(userId));
  return text ? (JSON.parse(text) as PersistedClient) : undefined;
};
const pending = () => client.getMutationCache().findAll({ status: 'pending' }).length;

beforeEach(() => {
  storage = memoryStorage();
  sent = [];
  currentUser = 'A';
  client = newClient();
});

afterEach(async () => {
  onlineManager.setOnline(true);
  await closeUserCache(client);
  client.unmount();
});

describe('offline cache', () => {
  it('restores queries and changes of this build, then sends the changes in order', async () => {
    onlineManager.setOnline(false);
    await openUserCache(client, 1, storage);
    client.setQueryData(['order-history', 'list'], ['order']);
    change(1);
    change(2);
    expect(pending()).toBe(2);
    await flushUserCache(client);
    expect(stored(1)!.clientState.mutations).toHaveLength(2);

    // A reload: a fresh client over what was written.
    const written = storage.map.get(userCacheKey(1))!;
    await closeUserCache(client);
    client.unmount();
    storage.map.set(userCacheKey(1), written);
    client = newClient();
    await openUserCache(client, 1, storage);
    expect(client.getQueryData(['order-history', 'list'])).toEqual(['order']);
    expect(pending()).toBe(2);
    onlineManager.setOnline(true);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { as: 'A', n: 1 },
        { as: 'A', n: 2 },
      ]),
    );
    expect(pending()).toBe(0);
  });

  it('after an app update drops the persisted queries and keeps the waiting changes', async () => {
    const persisted: PersistedClient = {
      buster: 'an older build',
      timestamp: Date.now() - 60_000,
      clientState: {
        queries: [
          {
            queryKey: ['order-history'],
            queryHash: '["order-history"]',
            dehydratedAt: 0,
            state: { data: 1, status: 'success' } as never,
          },
        ],
        mutations: [
          {
            mutationKey: changeKey,
            scope: { id: 'courier-changes' },
            state: { status: 'pending', isPaused: false, variables: { n: 7 } } as never,
          },
        ],
      },
    };
    storage.map.set(userCacheKey(1), JSON.stringify(persisted));
    await openUserCache(client, 1, storage);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    // It was in flight when the app closed, not paused: it still resumes.
    await vi.waitFor(() => expect(sent).toEqual([{ as: 'A', n: 7 }]));
  });

  it('restores the queries of the same build at once', async () => {
    const persisted: PersistedClient = {
      buster: BUILD_ID,
      timestamp: Date.now() - 60_000,
      clientState: {
        queries: [
          {
            queryKey: ['order-history'],
            queryHash: '["order-history"]',
            dehydratedAt: 0,
            state: { data: 1, dataUpdatedAt: 1, status: 'success' } as never,
          },
        ],
        mutations: [],
      },
    };
    storage.map.set(userCacheKey(1), JSON.stringify(persisted));
    await openUserCache(client, 1, storage);
    expect(client.getQueryData(['order-history'])).toBe(1);
    // Shown at once, and fetched again when a screen uses it, however fresh its time says it is.
    const restored = client.getQueryCache().find({ queryKey: ['order-history'] })!;
    expect(restored.isStaleByTime(Infinity)).toBe(true);
    expect(restored.state.dataUpdatedAt).toBe(1);
  });

  it('on sign-out wipes the queries and keeps the changes for that user only', async () => {
    await openUserCache(client, 1, storage);
    client.setQueryData(['order-history', 'list'], ['order of A']);
    onlineManager.setOnline(false);
    change(1);
    await flushUserCache(client);
    expect(stored(1)!.clientState.queries).toHaveLength(1);

    await closeUserCache(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(stored(1)!.clientState).toMatchObject({ queries: [], mutations: [{ state: { variables: { n: 1 } } }] });

    // User B signs in on the same phone: nothing of A's is shown or sent.
    currentUser = 'B';
    onlineManager.setOnline(true);
    await openUserCache(client, 2, storage);
    expect(pending()).toBe(0);
    expect(client.getQueryData(['order-history', 'list'])).toBeUndefined();
    await closeUserCache(client);
    expect(sent).toEqual([]);
    expect(stored(2)).toBeUndefined();

    // A signs in again: the change is restored and sent as A.
    currentUser = 'A';
    await openUserCache(client, 1, storage);
    await vi.waitFor(() => expect(sent).toEqual([{ as: 'A', n: 1 }]));
  });

  it('keeps nothing for a user with nothing waiting', async () => {
    await openUserCache(client, 1, storage);
    client.setQueryData(['x'], 1);
    await flushUserCache(client);
    expect(stored(1)).toBeDefined();
    await closeUserCache(client);
    expect(storage.map.size).toBe(0);
  });

  it('keeps the changes a restore brought back while the user was signing out', async () => {
    storage.map.set(
      userCacheKey(1),
      JSON.stringify({
        buster: BUILD_ID,
        timestamp: Date.now(),
        clientState: {
          queries: [],
          mutations: [{ mutationKey: changeKey, state: { status: 'pending', isPaused: true, variables: { n: 3 } } }],
        },
      }),
    );
    onlineManager.setOnline(false);
    const opening = openUserCache(client, 1, storage);
    const closing = closeUserCache(client);
    await Promise.all([opening, closing]);
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(stored(1)!.clientState.mutations).toMatchObject([{ state: { variables: { n: 3 } } }]);
  });
  it('writes the cache as soon as the server has a change, without the change, ahead of the throttled persister', async () => {
    client.unmount();
    client = createQueryClient();
    let answer = () => {};
    client.setMutationDefaults(changeKey, {
      mutationFn: () => new Promise<void>((resolve) => (answer = resolve)),
      onMutate: () => client.setQueryData(['run'], ['moved']),
    });
    client.mount();
    client.setQueryData(['run'], ['as it was']);
    await openUserCache(client, 1, storage);
    change(1);
    await vi.waitFor(() => expect(stored(1)?.clientState.mutations).toHaveLength(1));
    answer();
    await vi.waitFor(() => expect(client.getMutationCache().findAll({ status: 'success' })).toHaveLength(1));
    // Done means written: nothing waits for the persister's next tick.
    expect(stored(1)!.clientState.mutations).toEqual([]);
    expect(stored(1)!.clientState.queries.find((q) => q.queryKey[0] === 'run')?.state.data).toEqual(['moved']);
  });
});
