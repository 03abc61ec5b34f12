import { notificationFromPush, readPushData } from './push-notification';
import { replaceSubscription, storedSession, type SubscriptionChange } from './push-resubscribe';

type BadgeNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };

/** An open app listens for this and compares the browser's subscription with the server's again. */
export const SUBSCRIPTION_CHANGED = 'PUSH_SUBSCRIPTION_CHANGED';

async function updateAppBadge(self: ServiceWorkerGlobalScope) {
  const nav = self.navigator as BadgeNavigator;
  if (!nav.setAppBadge) return;
  const shown = await self.registration.getNotifications();
  await nav.setAppBadge(shown.length).catch(() => {});
}

async function showPush(self: ServiceWorkerGlobalScope, event: PushEvent) {
  const { title, options } = notificationFromPush(readPushData(event.data));
  await self.registration.showNotification(title, options);
  await updateAppBadge(self);
}

/** Focuses a window of the app and takes it to `url`, or opens one there. */
async function openApp(self: ServiceWorkerGlobalScope, url: string) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // A refused focus (the window is closing, or no click allowed it) must not cost the navigation.
    await open.focus().catch(() => {});
    if (await open.navigate(target).catch(() => null)) return;
  }
  await self.clients.openWindow(target);
}

async function resubscribe(self: ServiceWorkerGlobalScope, event: Event) {
  await replaceSubscription(event as Event & SubscriptionChange, {
    pushManager: self.registration.pushManager,
    session: () => storedSession(),
    fetch: (input, init) => self.fetch(input, init),
    origin: self.location.origin,
  });
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  windows.forEach((client) => client.postMessage({ type: SUBSCRIPTION_CHANGED }));
}

export function listenForPush(self: ServiceWorkerGlobalScope): void {
  // Always a notification, inside waitUntil, even with the app open (see notificationFromPush).
  self.addEventListener('push', (event) => event.waitUntil(showPush(self, event)));

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
    event.waitUntil(Promise.all([openApp(self, url), updateAppBadge(self)]));
  });

  // The browser replaced the subscription: keep one and tell the server, even with the app closed.
  self.addEventListener('pushsubscriptionchange', (event) =>
    (event as ExtendableEvent).waitUntil(resubscribe(self, event)),
  );
}
