import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from '../components/loading';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { ChunkLoadError } from './chunk-load-error';
import { answered } from './preloadable-lazy';
import { retryImport } from './retry-import';
import type { ScreenLoader } from './route-table';

/** The first attempt and 5 retries, a second apart. */
export const CHUNK_RETRY = { tries: 6, delayMs: 1000 };

type ScreenModule = Awaited<ReturnType<ScreenLoader>>;

const cache = new Map<ScreenLoader, LazyExoticComponent<ComponentType>>();
const loaded = new Map<ScreenLoader, ScreenModule>();

/** Loads a screen's code ahead of its first draw (the screen the app opens on), so that it draws at once. */
export function preloadScreen(load: ScreenLoader): void {
  load().then(
    (module) => void loaded.set(load, module),
    () => {}, // LazyScreen tries again, and says so if it cannot
  );
}

// React.lazy keeps a rejection forever, so a failed one is dropped and made anew on the next try.
function lazyScreen(load: ScreenLoader) {
  let screen = cache.get(load);
  if (!screen) {
    screen = lazy(() => {
      const module = loaded.get(load);
      if (module) return answered(module);
      return retryImport(load, CHUNK_RETRY).catch((error: unknown) => {
        cache.delete(load);
        throw new ChunkLoadError(error);
      });
    });
    cache.set(load, screen);
  }
  return screen;
}

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
