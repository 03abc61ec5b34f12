import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { queryClientAtom } from 'jotai-tanstack-query';
import { App as KonstaApp } from 'konsta/react';
import type { ReactNode } from 'react';
import { isIos } from '../lib/platform';
import { queryClient } from '../lib/query-client';
import { store } from '../lib/store';
import { ErrorBoundary } from './error-boundary';
import { AppToaster } from './toaster';
import { UserCacheRestore } from './user-cache-restore';

function HydrateQueryClient({ children }: { children: ReactNode }) {
  useHydrateAtoms([[queryClientAtom, queryClient]]);
  return children;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <UserCacheRestore>
          <HydrateQueryClient>
            <KonstaApp theme={isIos() ? 'ios' : 'material'} dark={false} safeAreas>
              <ErrorBoundary>{children}</ErrorBoundary>
              <AppToaster />
            </KonstaApp>
          </HydrateQueryClient>
        </UserCacheRestore>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
