import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { pushSupport } from './browser-push';

/**
 * What the push card and the header entry show: `ios-not-installed` (add to the home screen
 * first), `blocked` (denied in the browser), `off`, `on` (subscribed and known to the server).
 */
export type PushState = 'unsupported' | 'ios-not-installed' | 'blocked' | 'off' | 'on';

// Known at once, so the push card on the orders screen is there on the first paint (no card popping in or out);
// usePushSync then confirms it with the browser.
export const pushStateAtom = atomWithLazy<PushState>(() => storedPushState());
export const pushBusyAtom = atom(false);

/** The endpoint this device gave the server, kept so sign-out can remove it without waiting on the browser. */
export const PUSH_ENDPOINT_KEY = 'yetkaz-push-endpoint';

/**
 * The state as this device last left it, without asking the browser: reading `Notification.permission`
 * waits on the browser's own process, tens of milliseconds of a cheap phone's start-up.
 */
export function storedPushState(): PushState {
  const support = pushSupport();
  if (support !== 'supported') return support;
  return localStorage.getItem(PUSH_ENDPOINT_KEY) ? 'on' : 'off';
}

/** The state without asking anything: the permission as the browser has it, read without blocking. */
export async function permissionState(): Promise<PushState> {
  const support = pushSupport();
  if (support !== 'supported') return support;
  const permission = await notificationPermission();
  if (permission === 'denied') return 'blocked';
  return permission === 'granted' && localStorage.getItem(PUSH_ENDPOINT_KEY) ? 'on' : 'off';
}

async function notificationPermission(): Promise<NotificationPermission> {
  try {
    const status = await navigator.permissions.query({ name: 'notifications' });
    return status.state === 'prompt' ? 'default' : status.state;
  } catch {
    // Browsers without the Permissions API for notifications.
    return Notification.permission;
  }
}
