import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

// Lets act() flush updates outside a testing library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

it('shows the banner while the browser is offline', () => {
  act(() => root.render(<OfflineBanner />));
  const status = container.querySelector('[role="status"]');
  expect(status?.textContent).toBe('');

  setOnline(false);
  expect(status?.textContent).toBe('Internet yoʻq — oflayn rejim');

  setOnline(true);
  expect(status?.textContent).toBe('');
});

it('starts offline when the browser already is', () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => root.render(<OfflineBanner />));
  expect(container.textContent).toBe('Internet yoʻq — oflayn rejim');
});
