import { useSyncExternalStore } from 'react';

/** Chrome's install event; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setDeferred(event: BeforeInstallPromptEvent | null) {
  deferred = event;
  listeners.forEach((listener) => listener());
}

export const isStandalone = (win: Window = window) =>
  win.matchMedia?.('(display-mode: standalone)').matches ||
  (win.navigator as { standalone?: boolean }).standalone === true;

/**
 * Keeps Chrome's `beforeinstallprompt` for our own button instead of its mini-infobar. Call it
 * at start-up: the event may fire before any screen renders.
 */
export function captureInstallPrompt(win: Window = window): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    setDeferred(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => setDeferred(null);
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

/** Shows the browser's install dialog; the event can be used once, so the button goes away. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  setDeferred(null);
  await event.prompt();
  await event.userChoice;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** True while the app can be installed with `promptInstall()`. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferred !== null && !isStandalone(),
    () => false,
  );
}
