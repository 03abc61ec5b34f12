import { useEffect } from 'react';

/**
 * Fetches a lazy chunk as soon as the screen that may open it is up, in a task of its own rather than the
 * one that mounts the screen: a tap made offline a moment later opens it even before the service worker
 * holds it (waiting for an idle moment left that gap open for up to two seconds).
 */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const id = setTimeout(() => void load().catch(() => {}), 0);
    return () => clearTimeout(id);
  }, [load]);
}
