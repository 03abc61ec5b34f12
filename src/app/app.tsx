import { forgetPush } from '../features/push/push-subscription';
import { browserHistory } from '../lib/browser-history';
import { startConnectivity } from '../lib/http/connectivity';
import { API_BASE, configureHttp } from '../lib/http/http';
import { captureInstallPrompt } from '../lib/platform/install-prompt';
import { queryClient } from '../lib/offline/query-client';
import { openUserCache } from '../lib/offline/offline-cache';
import { onSignOut, signOut } from '../lib/offline/sign-out';
import { roleAtom, userAtom } from '../lib/session';
import { store } from '../lib/store';
import { whenIdle } from '../lib/when-idle';
import { shareSessionWithWorker } from '../lib/offline/worker-session';
import { lazy, Suspense } from 'react';
import { prefetchFirstScreen } from './prefetch-first-screen';
import { Providers } from './providers';
import { PushSync } from './push-sync';
import { registerMutations } from './register-mutations';
import { SIGN_IN_PATH } from './resolve-path';
import { AppRouter } from './router';

// A 401 has already cleared the session; the signed-out router takes over at /sign-in.
configureHttp({
  onUnauthorized: () => {
    signOut();
    browserHistory().replace(SIGN_IN_PATH);
  },
});
// Before the first render, so before UserCacheRestore restores changes that need these functions.
registerMutations(queryClient);
captureInstallPrompt();
onSignOut(forgetPush);
// The service worker re-sends a replaced push subscription itself, also with the app closed; its copy of the
// session is written once the first screen is up.
whenIdle(() => shareSessionWithWorker());
// The signed-in user's offline cache is read before React mounts (UserCacheRestore then finds it done), and
// only then do the first screen's requests start: a request under way when the cache arrives would, if
// cancelled, put back the empty state it started from.
const signedIn = store.get(userAtom);
if (signedIn) {
  void openUserCache(queryClient, signedIn.id).then(() =>
    prefetchFirstScreen(queryClient, store.get(roleAtom), location.pathname),
  );
}
startConnectivity({ healthUrl: `${API_BASE}/health`, onReachable: () => void queryClient.resumePausedMutations() });

// Registers the service worker and offers updates: nothing the first screen waits for.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));
// Re-reads the signed-in user: needed soon, but not for the first screen (it brings jotai-tanstack-query).
const SessionRefresh = lazy(() => import('./session-refresh').then((m) => ({ default: m.SessionRefresh })));

export function App() {
  return (
    <Providers>
      <PushSync />
      <AppRouter />
      <Suspense fallback={null}>
        <SessionRefresh />
        <UpdatePrompt />
      </Suspense>
    </Providers>
  );
}
