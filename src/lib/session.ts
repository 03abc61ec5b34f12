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

const sameUser = (a: User, b: User) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as (keyof User)[]).every((key) => Object.is(a[key], b[key]));

/**
 * Keeps the token, replaces the user (after GET /auth/me). An answer that changes nothing keeps the same
 * session: a new copy would render every screen that reads the user again, in one long task.
 */
export function updateUser(user: User): void {
  const current = store.get(authAtom);
  if (current && !sameUser(current.user, user)) store.set(authAtom, { ...current, user });
}
