import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for an idle period, with the timeout as the latest moment', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, 3000);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 3000 });
    expect(work).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where the browser has no idle callback, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('spreads the items over idle moments a few milliseconds at a time, and stops when cancelled', () => {
    const waiting = new Map<number, () => void>();
    let ids = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (waiting.set(++ids, callback), ids));
    vi.stubGlobal('cancelIdleCallback', (id: number) => waiting.delete(id));
    const idle = () => {
      const [id, callback] = [...waiting][0]!;
      waiting.delete(id);
      callback();
    };
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const done: number[] = [];
    const cancel = eachWhenIdle([1, 2, 3, 4, 5, 6, 7], (item) => {
      done.push(item);
      clock += 3; // each item takes 3 ms: two fit in a 4-ms slice
    });
    expect(done).toEqual([]);
    idle();
    expect(done).toEqual([1, 2]);
    idle();
    expect(done).toEqual([1, 2, 3, 4]);
    cancel();
    expect(waiting.size).toBe(0);
    expect(done).toEqual([1, 2, 3, 4]);
  });
});
