// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerSessionKey } from '../../contract/push';
import type { User } from '../../contract/user';
import { memoryStorage } from './memory-storage';
import { authAtom, signIn } from '../session';
import { signOut } from './sign-out';
import { store } from '../store';
import { shareSessionWithWorker } from './worker-session';

const courier = { id: 5, fullName: 'Kuryer', role: 'courier' } as User;
const storage = memoryStorage();
const stored = () => JSON.parse(storage.map.get(workerSessionKey) ?? 'null') as unknown;
let stop = () => {};

afterEach(() => {
  stop();
  storage.map.clear();
  store.set(authAtom, null);
  localStorage.clear();
});

describe('the service worker’s copy of the session', () => {
  it('is written for a session restored at start', async () => {
    store.set(authAtom, { token: 'restored', user: courier });
    stop = shareSessionWithWorker(storage);
    await vi.waitFor(() => expect(stored()).toEqual({ apiBase: '/api', token: 'restored' }));
  });

  it('follows sign-in and sign-out, and a new sign-in’s token replaces the old one', async () => {
    stop = shareSessionWithWorker(storage);
    signIn({ token: 'first', user: courier });
    await vi.waitFor(() => expect(stored()).toEqual({ apiBase: '/api', token: 'first' }));
    signOut();
    await vi.waitFor(() => expect(storage.map.has(workerSessionKey)).toBe(false));
    signIn({ token: 'second', user: courier });
    await vi.waitFor(() => expect(stored()).toEqual({ apiBase: '/api', token: 'second' }));
  });
});
