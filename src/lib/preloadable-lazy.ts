import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/** A promise that has already answered: React.lazy then draws its component in the same pass, without a fallback. */
const answered = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

/**
 * React.lazy whose code can be loaded ahead (`preload`, one attempt): once it is here, the component draws in
 * React's first pass. Otherwise the first draw loads it with `loadOnDraw` (which may retry).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<Module<ComponentType<P>>>,
  loadOnDraw: () => Promise<Module<ComponentType<P>>> = load,
) {
  let loaded: Module<ComponentType<P>> | undefined;
  const component = lazy(() => (loaded ? answered(loaded) : loadOnDraw()));
  const preload = (): Promise<void> =>
    load().then(
      (module) => void (loaded = module),
      () => {}, // the first draw loads it again
    );
  return Object.assign(component, { preload });
}
