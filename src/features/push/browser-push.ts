import { isIosBrowserTab } from '../../lib/platform/ios-install-hint';

export type PushSupport = 'supported' | 'unsupported' | 'ios-not-installed';

/** iOS offers Web Push only to an app on the home screen (16.4+); other browsers need the three APIs. */
export function pushSupport(win: Window = window): PushSupport {
  if (isIosBrowserTab(win)) return 'ios-not-installed';
  const ok = 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
  return ok ? 'supported' : 'unsupported';
}

export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return b.every((byte, i) => view[i] === byte);
};

/**
 * The browser's subscription for the server's key: the current one, or a new one when there is
 * none or it was made for another key (the shop replaced its VAPID keys). Needs permission.
 */
export async function browserSubscription(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameBytes(current.options.applicationServerKey, key)) return current;
  await current?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export async function currentBrowserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}
