import { Suspense, useState } from 'react';
import { Loading } from '../components/loading';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkLoadError } from './chunk-load-error';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { retryImport } from './retry-import';
import type { ScreenLoader } from './route-table';

/** The first attempt and 5 retries, a second apart. */
export const CHUNK_RETRY = { tries: 6, delayMs: 1000 };

const cache = new Map<ScreenLoader, ReturnType<typeof preloadableLazy<object>>>();

// React.lazy keeps a rejection forever, so a failed one is dropped and made anew on the next try.
function lazyScreen(load: ScreenLoader) {
  let screen = cache.get(load);
  if (!screen) {
    screen = preloadableLazy(load, () =>
      retryImport(load, CHUNK_RETRY).catch((error: unknown) => {
        cache.delete(load);
        throw new ChunkLoadError(error);
      }),
    );
    cache.set(load, screen);
  }
  return screen;
}

/** Loads a screen's code ahead of its first draw (the screen the app opens on), so that it draws at once. */
export const preloadScreen = (load: ScreenLoader) => lazyScreen(load).preload();

export function LazyScreen({ load }: { load: ScreenLoader }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(load);
  return (
    <ChunkErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
