import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
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
  onlineManager.setOnline(true);
});

const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));

it('shows the banner while the server cannot be reached', () => {
  act(() => root.render(<OfflineBanner />));
  const status = container.querySelector('[role="status"]');
  expect(status?.textContent).toBe('');

  setOnline(false);
  expect(status?.textContent).toBe('Internet yoʻq — oflayn rejim');

  setOnline(true);
  expect(status?.textContent).toBe('');
});

it('starts offline when the connection already is', () => {
  onlineManager.setOnline(false);
  act(() => root.render(<OfflineBanner />));
  expect(container.textContent).toBe('Internet yoʻq — oflayn rejim');
});
