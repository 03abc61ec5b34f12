import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { listenForPush } from './push-events';

declare let self: ServiceWorkerGlobalScope;

// Prompt-mode updates: a new worker waits until the update prompt asks it to take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Takes effect on the first install (no worker waits then) and right after SKIP_WAITING,
// so the very first page load is controlled without a reload.
clientsClaim();

listenForPush(self);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(?:\/|$)/, /^\/uploads(?:\/|$)/],
  }),
);

// Uploaded images only. API responses are deliberately never cached here: the app
// persists its query cache itself, per signed-in user.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
