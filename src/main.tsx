import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { warmFontStrikes } from './app/warm-font-strikes';

warmFontStrikes();

// The libraries are evaluated in this task, the app's own modules in the next one (index.html preloads them:
// scripts/start-preload.ts). Evaluated together, they blocked a slow phone's main thread twice as long.
void import('./app/start').then(async ({ App, ready }) => {
  await ready;
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
