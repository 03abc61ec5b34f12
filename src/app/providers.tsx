import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { queryClientAtom } from 'jotai-tanstack-query';
import { KonstaProvider } from 'konsta/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { isIos } from '../lib/platform/platform';
import { queryClient } from '../lib/offline/query-client';
import { store } from '../lib/store';
import { ErrorBoundary } from './error-boundary';
import { UserCacheRestore } from './user-cache-restore';

function HydrateQueryClient({ children }: { children: ReactNode }) {
  useHydrateAtoms([[queryClientAtom, queryClient]]);
  return children;
}

// Toasts come after the first screen; the service worker precaches the chunk.
const AppToaster = lazy(() => import('./toaster').then((m) => ({ default: m.AppToaster })));

const theme = isIos() ? 'ios' : 'material';

// Konsta's <App> as plain markup: its class merging (tailwind-merge) stays out of the first load.
export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <UserCacheRestore>
          <HydrateQueryClient>
            <KonstaProvider theme={theme} dark={false}>
              <div className={`k-${theme} k-app relative h-full min-h-screen w-full safe-areas`}>
                <ErrorBoundary>{children}</ErrorBoundary>
                <Suspense fallback={null}>
                  <AppToaster />
                </Suspense>
              </div>
            </KonstaProvider>
          </HydrateQueryClient>
        </UserCacheRestore>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
