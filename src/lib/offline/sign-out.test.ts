// @vitest-environment jsdom
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/user';
import { configureHttp, http } from '../http/http';
import { memoryStorage } from './memory-storage';
import { closeUserCache, openUserCache } from './offline-cache';
import { queryClient } from './query-client';
import { signOut } from './sign-out';
import { authAtom, signIn } from '../session';
import { store } from '../store';
import { userCacheKey } from './user-cache';

const fetchMock = vi.fn<typeof fetch>();
const changeKey = ['test', 'session'];
const storage = memoryStorage();
const stored = () => JSON.parse(storage.map.get(userCacheKey(5)) ?? 'null') as PersistedClient | null;

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ onUnauthorized: signOut }); // as src/app wires it
  queryClient.setMutationDefaults(changeKey, { mutationFn: (n: number) => http.patch(`/order-history/${n}`, {}) });
  signIn({ token: 'tok', user: { id: 5, fullName: 'Kuryer', role: 'courier' } as User });
  await openUserCache(queryClient, 5, storage);
});

afterEach(async () => {
  await closeUserCache(queryClient);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  storage.map.clear();
  store.set(authAtom, null);
  onlineManager.setOnline(true);
});

describe('a 401 while changes wait', () => {
  it('signs out, wipes the cached queries and keeps the changes for the same user', async () => {
    queryClient.setQueryData(['order-history', 'list'], ['order']);
    onlineManager.setOnline(false);
    const first = new MutationObserver<unknown, Error, number>(queryClient, { mutationKey: changeKey })
      .mutate(1)
      .catch((e: unknown) => e);
    void new MutationObserver<unknown, Error, number>(queryClient, { mutationKey: changeKey })
      .mutate(2)
      .catch(() => {});

    // Back online, the token has expired meanwhile.
    fetchMock.mockResolvedValue(
      new Response('{"data":null,"meta":{"status":401,"message":"Qayta kiring"}}', { status: 401 }),
    );
    onlineManager.setOnline(true);
    void queryClient.resumePausedMutations();
    await expect(first).resolves.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(stored()).not.toBeNull());

    expect(store.get(authAtom)).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(stored()!.clientState.queries).toEqual([]);
    expect(stored()!.clientState.mutations.map((m) => m.state.variables)).toEqual([1, 2]);
  });
});
