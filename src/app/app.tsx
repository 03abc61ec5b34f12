import { OfflineBanner } from '../components/offline-banner';
import { configureHttp } from '../lib/http';
import { Providers } from './providers';
import { SIGN_IN_PATH } from './resolve-path';
import { AppRouter, routerFor } from './router';
import { SessionRefresh } from './session-refresh';
import { UpdatePrompt } from './update-prompt';

// A 401 has already cleared the session; the signed-out router takes over at /sign-in.
configureHttp({ onUnauthorized: () => void routerFor(null).navigate(SIGN_IN_PATH, { replace: true }) });

export function App() {
  return (
    <Providers>
      <SessionRefresh />
      <OfflineBanner />
      <AppRouter />
      <UpdatePrompt />
    </Providers>
  );
}
