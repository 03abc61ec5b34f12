import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry } from './retry';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retry', () => {
  it('resolves as soon as an attempt succeeds', async () => {
    const fn = vi
      .fn()
      .mockRejectedValueOnce(new Error('1'))
      .mockRejectedValueOnce(new Error('2'))
      .mockResolvedValue('ok');
    const result = retry(fn, { tries: 5, delayMs: 1000 });

    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe('ok');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('gives up after `tries` attempts with the last error', async () => {
    let n = 0;
    const fn = vi.fn(() => Promise.reject(new Error(`fail ${++n}`)));
    const result = retry(fn, { tries: 6, delayMs: 1000 });
    const settled = expect(result).rejects.toThrow('fail 6');

    await vi.advanceTimersByTimeAsync(4999);
    expect(fn).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(fn).toHaveBeenCalledTimes(6);
  });

  it('defaults to 15 tries one second apart', async () => {
    const fn = vi.fn(() => Promise.reject(new Error('down')));
    const settled = expect(retry(fn)).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(14_000);
    await settled;
    expect(fn).toHaveBeenCalledTimes(15);
  });
});
