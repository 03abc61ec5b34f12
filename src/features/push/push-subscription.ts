import type { PushSubscriptionBody } from '../../contract/schemas/push';
import { queryClient } from '../../lib/offline/query-client';
import { deletePushSubscription } from './api/delete-push-subscription';
import { pushKeyQueryOptions } from './api/get-push-key';
import { savePushSubscription } from './api/save-push-subscription';
import { browserSubscription, currentBrowserSubscription } from './browser-push';
import { permissionState, PUSH_ENDPOINT_KEY, type PushState } from './push-state';

const toBody = (subscription: PushSubscription): PushSubscriptionBody => {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint!,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! },
  };
};

/** Subscribes this browser (when needed) and sends the subscription to the server. */
async function subscribeAndSave(): Promise<PushState> {
  const publicKey = await queryClient.fetchQuery(pushKeyQueryOptions());
  const subscription = await browserSubscription(publicKey);
  await savePushSubscription(toBody(subscription));
  const previous = localStorage.getItem(PUSH_ENDPOINT_KEY);
  localStorage.setItem(PUSH_ENDPOINT_KEY, subscription.endpoint);
  if (previous && previous !== subscription.endpoint) await deletePushSubscription(previous).catch(() => {});
  return 'on';
}

/** From a tap only: asks for permission, then subscribes. */
export async function enablePush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  return subscribeAndSave();
}

/**
 * On every start and when the worker reports a changed subscription: the browser can lose or
 * replace a subscription without telling the server, so while this device is meant to be on, its
 * current subscription is sent again (the server upserts by endpoint). Never asks for permission;
 * after a sign-out it stays off until someone taps "Bildirishnomalarni yoqish".
 */
export async function syncPush(): Promise<PushState> {
  const state = await permissionState();
  if (state !== 'on') {
    if (state === 'blocked') localStorage.removeItem(PUSH_ENDPOINT_KEY);
    return state;
  }
  return subscribeAndSave();
}

/**
 * At sign-out: the server forgets this device (the DELETE starts while the token is still there)
 * and the browser drops the subscription, so the next person on this phone gets nothing meant for
 * the last one. Offline, the push service's 410 later removes it on the server.
 */
export function forgetPush(): void {
  const endpoint = localStorage.getItem(PUSH_ENDPOINT_KEY);
  if (!endpoint) return;
  localStorage.removeItem(PUSH_ENDPOINT_KEY);
  deletePushSubscription(endpoint).catch(() => {});
  void currentBrowserSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => {});
}
