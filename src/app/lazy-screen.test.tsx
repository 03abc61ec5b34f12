import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen } from './lazy-screen';
import type { ScreenLoader } from './route-table';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const Screen = () => <h1>Eslatmalar</h1>;

describe('LazyScreen', () => {
  it('retries a failed chunk 5 times a second apart, then offers a retry that really retries', async () => {
    const load = vi.fn<ScreenLoader>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await act(async () => root.render(<LazyScreen load={load} />));
    expect(load).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(load).toHaveBeenCalledTimes(5);
    expect(container.textContent).not.toContain('Не удалось подключиться к Интернету');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(6);
    expect(container.textContent).toContain('Не удалось подключиться к Интернету');

    load.mockImplementation(() => Promise.resolve({ default: Screen }));
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Qayta urinish'));
    await act(async () => button!.click());
    expect(load).toHaveBeenCalledTimes(7);
    expect(container.querySelector('h1')?.textContent).toBe('Eslatmalar');
  });

  it('renders the screen when a later attempt succeeds', async () => {
    const load = vi
      .fn<ScreenLoader>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue({ default: Screen });
    await act(async () => root.render(<LazyScreen load={load} />));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('h1')?.textContent).toBe('Eslatmalar');
  });
});
