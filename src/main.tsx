import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyPreloadedStylesheets } from './lib/stylesheets';
import './index.css';

void applyPreloadedStylesheets().then(() => {
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
