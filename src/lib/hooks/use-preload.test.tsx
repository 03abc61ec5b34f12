import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { usePreload } from './use-preload';

afterEach(() => vi.useRealTimers());

it('fetches the chunk in a task of its own right after the mount, not during it', () => {
  vi.useFakeTimers();
  const load = vi.fn(async () => ({}));
  renderHook(() => usePreload(load));
  expect(load).not.toHaveBeenCalled();
  vi.advanceTimersByTime(0);
  expect(load).toHaveBeenCalledTimes(1);
});

it('fetches nothing when the screen is gone first, and a failed fetch is not an error', async () => {
  vi.useFakeTimers();
  const gone = vi.fn(async () => ({}));
  renderHook(() => usePreload(gone)).unmount();
  vi.advanceTimersByTime(0);
  expect(gone).not.toHaveBeenCalled();
  const failing = vi.fn(() => Promise.reject(new Error('offline')));
  renderHook(() => usePreload(failing));
  vi.advanceTimersByTime(0);
  await Promise.resolve();
  expect(failing).toHaveBeenCalledTimes(1);
});
