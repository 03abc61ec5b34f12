import { atom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';
import { pushSupport } from './browser-push';

/**
 * What the push card and the header entry show: `ios-not-installed` (add to the home screen
 * first), `blocked` (denied in the browser), `off`, `on` (subscribed and known to the server).
 */
export type PushState = 'unsupported' | 'ios-not-installed' | 'blocked' | 'off' | 'on';

// Read at once, so the push card on the orders screen is right on the first paint (no card popping in or out).
export const pushStateAtom = atomWithLazy<PushState>(() => permissionState());
export const pushBusyAtom = atom(false);

/** The endpoint this device gave the server, kept so sign-out can remove it without waiting on the browser. */
export const PUSH_ENDPOINT_KEY = 'yetkaz-push-endpoint';

/** The state without asking anything: the permission as the browser has it. */
export function permissionState(): PushState {
  const support = pushSupport();
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && localStorage.getItem(PUSH_ENDPOINT_KEY) ? 'on' : 'off';
}

