import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/** A promise that has already answered: React.lazy then draws its component in the same pass, without a fallback. */
export const answered = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as Promise<T>;

/** React.lazy whose code can be loaded ahead (`preload`): once it is here, the component draws in React's first pass. */
export function preloadableLazy<P extends object>(load: () => Promise<Module<ComponentType<P>>>) {
  let loaded: Module<ComponentType<P>> | undefined;
  const component = lazy(() => (loaded ? answered(loaded) : load()));
  const preload = () =>
    void load().then(
      (module) => (loaded = module),
      () => {}, // the component's own load tries again
    );
  return Object.assign(component, { preload });
}
