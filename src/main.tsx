import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstScreen } from './app/prefetch-first-screen';
import { sleep } from './lib/http/retry';
import { roleAtom } from './lib/session';
import { store } from './lib/store';
import { applyPreloadedStylesheets } from './lib/stylesheets';
import './index.css';

// The first screen's code is waited for a moment (the courier's comes with the page): the boot screen then gives
// way to the screen itself, not to Loading for a moment. Code still on its way is not waited for.
const firstScreenCode = Promise.race([loadFirstScreen(store.get(roleAtom), location.pathname), sleep(100)]);

void Promise.all([applyPreloadedStylesheets(), firstScreenCode]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser: a cheap phone's main thread is never blocked for long.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
