import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** A wrapper with the app's kind of router (one that writes the address bar), opened at `url`. */
export function browserRouterAt(url: string) {
  window.history.replaceState(null, '', url);
  return function Router({ children }: { children: ReactNode }) {
    return <BrowserRouter>{children}</BrowserRouter>;
  };
}
