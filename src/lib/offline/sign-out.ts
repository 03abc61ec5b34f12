import { RESET } from 'jotai/utils';
import { AUTH_STORAGE_KEY, authAtom } from '../session';
import { store } from '../store';
import { closeUserCache } from './offline-cache';
import { queryClient } from './query-client';

const signOutListeners = new Set<() => void>();

/** Runs `listener` at every sign-out, while the token is still readable (to tell the server). */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => void signOutListeners.delete(listener);
}

/** Forgets the session and the cached data; changes not yet sent wait for this user's next sign-in. */
export function signOut(): void {
  signOutListeners.forEach((listener) => listener());
  void closeUserCache(queryClient);
  store.set(authAtom, RESET);
  localStorage.removeItem(AUTH_STORAGE_KEY);
}
