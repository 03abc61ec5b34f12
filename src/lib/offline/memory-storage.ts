import type { AsyncStorage } from '@tanstack/react-query-persist-client';

/** An AsyncStorage in a Map, for tests of the persisted cache (no IndexedDB in jsdom). */
export function memoryStorage(): AsyncStorage<string> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: async (key) => map.get(key),
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  };
}
