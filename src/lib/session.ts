import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { SignInResult } from '../contract/auth';
import type { User } from '../contract/user';
import { requestPersistentStorage } from './platform/persistent-storage';
import { store } from './store';

export const AUTH_STORAGE_KEY = 'auth';

export type Session = SignInResult;

/** `{ token, user }` or null; read from localStorage on init so the first render knows it. */
export const authAtom = atomWithStorage<Session | null>(
  AUTH_STORAGE_KEY,
  null,
  createJSONStorage<Session | null>(() => localStorage),
  { getOnInit: true },
);

export const tokenAtom = atom((get) => get(authAtom)?.token ?? null);
export const userAtom = atom((get) => get(authAtom)?.user ?? null);
export const roleAtom = atom((get) => get(authAtom)?.user.role ?? null);

/** The offline cache of the user is restored by src/app as soon as the user id is known. */
export function signIn(session: Session): void {
  store.set(authAtom, session);
  void requestPersistentStorage();
}

/** Keeps the token, replaces the user (after GET /auth/me). */
export function updateUser(user: User): void {
  const current = store.get(authAtom);
  if (current) store.set(authAtom, { ...current, user });
}
