import type { AsyncStorage } from '@tanstack/react-query-persist-client';
import { workerSessionKey, type WorkerSession } from '../../contract/push';
import { API_BASE } from '../http/http';
import { idbStorage } from './idb-storage';
import { tokenAtom } from '../session';
import { store } from '../store';

/**
 * Keeps the service worker's copy of the session in step with the app's: written at start for a
 * restored session and at every sign-in, removed at sign-out (a 401's too). Returns the unsubscribe.
 */
export function shareSessionWithWorker(storage: AsyncStorage<string> = idbStorage): () => void {
  const write = async () => {
    const token = store.get(tokenAtom);
    if (!token) return storage.removeItem(workerSessionKey);
    const session: WorkerSession = { apiBase: API_BASE, token };
    await storage.setItem(workerSessionKey, JSON.stringify(session));
  };
  const sync = () => void write().catch((error: unknown) => console.warn('Worker session', error));
  sync();
  return store.sub(tokenAtom, sync);
}
