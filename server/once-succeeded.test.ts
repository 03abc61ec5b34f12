import { describe, expect, it, vi } from 'vitest';
import { onceSucceeded } from './once-succeeded';

describe('onceSucceeded', () => {
  it('loads once and keeps the answer, also for calls made while it loads', async () => {
    const load = vi.fn(async () => 'secret');
    const get = onceSucceeded(load);
    expect(await Promise.all([get(), get()])).toEqual(['secret', 'secret']);
    expect(await get()).toBe('secret');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValueOnce('secret');
    const get = onceSucceeded(load);
    await expect(get()).rejects.toThrow('database away');
    expect(await get()).toBe('secret');
    expect(await get()).toBe('secret');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
