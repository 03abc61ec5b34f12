// @vitest-environment jsdom
import { focusManager, onlineManager, QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../contract/user';
import { authAtom } from '../../../lib/session';
import { meAtom } from './get-me';

const user = { id: 3, fullName: 'Aziz Karimov', role: 'admin', status: 'active' } as User;
const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: user })));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  localStorage.clear();
});

function storeWithClient() {
  const store = createStore();
  store.set(queryClientAtom, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return store;
}

it('asks for the signed-in user only once the session has a token', async () => {
  const store = storeWithClient();
  const stop = store.sub(meAtom, () => {});
  await Promise.resolve();
  expect(store.get(meAtom).fetchStatus).toBe('idle');
  expect(fetchMock).not.toHaveBeenCalled();

  store.set(authAtom, { token: 'tok', user: { ...user, role: 'courier' } });
  await vi.waitFor(() => expect(store.get(meAtom).data).toEqual(user));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/me');
  stop();
});

it('stops asking at sign-out', async () => {
  const store = storeWithClient();
  store.set(authAtom, { token: 'tok', user });
  const stop = store.sub(meAtom, () => {});
  await vi.waitFor(() => expect(store.get(meAtom).isSuccess).toBe(true));
  store.set(authAtom, null);
  expect(store.get(meAtom).fetchStatus).toBe('idle');
  await store.get(queryClientAtom).refetchQueries();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  stop();
});

it('is not asked again when the connection comes back or the app regains focus', async () => {
  const store = storeWithClient();
  // Listens to the online and focus managers, as the app's provider does.
  store.get(queryClientAtom).mount();
  store.set(authAtom, { token: 'tok', user });
  const stop = store.sub(meAtom, () => {});
  await vi.waitFor(() => expect(store.get(meAtom).isSuccess).toBe(true));
  onlineManager.setOnline(false);
  onlineManager.setOnline(true);
  focusManager.setFocused(false);
  focusManager.setFocused(true);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  focusManager.setFocused(undefined);
  store.get(queryClientAtom).unmount();
  stop();
});
