// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHeldNewRows } from './use-held-new-rows';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('useHeldNewRows', () => {
  it('shows new rows at once, highlighted, while the admin is at the top and not pointing at the table', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ list }) => useHeldNewRows(list, true, 'all'), {
      initialProps: { list: rows(2, 1) },
    });
    rerender({ list: rows(3, 2, 1) });
    expect(result.current.shown.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(result.current.isFresh({ id: 3 })).toBe(true);
    expect(result.current.isFresh({ id: 2 })).toBe(false);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.isFresh({ id: 3 })).toBe(false);
  });

  it('holds them back while the pointer is on the table, then shows them on reveal', () => {
    window.scrollTo = vi.fn();
    const { result, rerender } = renderHook(({ list }) => useHeldNewRows(list, true, 'all'), {
      initialProps: { list: rows(2, 1) },
    });
    act(() => void result.current.pointerHandlers.onPointerEnter());
    rerender({ list: rows(4, 3, 2, 1) });
    expect(result.current.shown.map((r) => r.id)).toEqual([2, 1]);
    expect(result.current.heldCount).toBe(2);
    act(() => result.current.reveal());
    expect(result.current.shown.map((r) => r.id)).toEqual([4, 3, 2, 1]);
    expect(result.current.heldCount).toBe(0);
    expect(result.current.isFresh({ id: 4 })).toBe(true);
  });

  it('holds them back when the admin has scrolled down', () => {
    const { result, rerender } = renderHook(({ list }) => useHeldNewRows(list, true, 'all'), {
      initialProps: { list: rows(1) },
    });
    window.scrollY = 400;
    rerender({ list: rows(2, 1) });
    expect(result.current.heldCount).toBe(1);
    expect(result.current.shown.map((r) => r.id)).toEqual([1]);
  });

  it('starts again on another list: a search or filter that shows other rows brings nothing "new"', () => {
    const { result, rerender } = renderHook(({ list, key, ready }) => useHeldNewRows(list, ready, key), {
      initialProps: { list: rows(3, 2, 1), key: 'all', ready: true },
    });
    act(() => void result.current.pointerHandlers.onPointerEnter());
    // The search's rows load; the previous list's stay on screen until they come.
    rerender({ list: rows(3, 2, 1), key: 'search=9', ready: false });
    rerender({ list: rows(9), key: 'search=9', ready: true });
    expect(result.current.shown.map((r) => r.id)).toEqual([9]);
    expect(result.current.heldCount).toBe(0);
    expect(result.current.isFresh({ id: 9 })).toBe(false);
    // Within that list, a later arrival is new again.
    rerender({ list: rows(10, 9), key: 'search=9', ready: true });
    expect(result.current.heldCount).toBe(1);
  });
});
