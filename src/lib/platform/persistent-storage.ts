/** Asks the browser not to evict the offline cache under storage pressure (ignored where unsupported). */
export async function requestPersistentStorage(storage: StorageManager | undefined = navigator.storage): Promise<void> {
  try {
    if (!storage?.persist || (await storage.persisted?.())) return;
    await storage.persist();
  } catch {
    // Refused or unsupported: the cache still works, it may just be evicted.
  }
}
