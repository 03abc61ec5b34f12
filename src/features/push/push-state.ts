import { atom } from 'jotai';

/**
 * What the push card and the header entry show: `ios-not-installed` (add to the home screen
 * first), `blocked` (denied in the browser), `off`, `on` (subscribed and known to the server).
 */
export type PushState = 'unsupported' | 'ios-not-installed' | 'blocked' | 'off' | 'on';

export const pushStateAtom = atom<PushState>('off');
export const pushBusyAtom = atom(false);

/** The endpoint this device gave the server, kept so sign-out can remove it without waiting on the browser. */
export const PUSH_ENDPOINT_KEY = 'yetkaz-push-endpoint';
