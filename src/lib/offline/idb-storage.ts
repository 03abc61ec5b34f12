import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

/** idb-keyval as the persister's storage: one IndexedDB entry per key. */
export const idbStorage: AsyncStorage<string> = {
  getItem: (key) => get<string>(key),
  setItem: (key, value) => set(key, value),
  removeItem: (key) => del(key),
};
