import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();
const isOnlineOnServer = () => true;

/** Whether the server is reachable, as the connectivity manager knows it (not just navigator.onLine). */
export function useOnline(): boolean {
  return useSyncExternalStore((onChange) => onlineManager.subscribe(onChange), isOnline, isOnlineOnServer);
}
