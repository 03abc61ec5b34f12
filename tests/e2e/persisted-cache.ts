import type { Page } from '@playwright/test';

export interface PersistedCache {
  clientState?: { queries?: unknown[]; mutations?: unknown[] };
}

/** The persisted caches in IndexedDB (idb-keyval's store), over all users. */
export function persistedCaches(page: Page): Promise<PersistedCache[]> {
  return page.evaluate(
    () =>
      new Promise<PersistedCache[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const all = db.transaction('keyval').objectStore('keyval').getAll();
          all.onsuccess = () =>
            resolve(all.result.map((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value)));
        };
      }),
  );
}
