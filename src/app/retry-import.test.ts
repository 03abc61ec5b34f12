import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, retryImport } from './retry-import';

const chunk = 'https://yetkaz.uz/assets/banners-screen-B1x9.js';

describe('failedModuleUrl', () => {
  it("reads the address from Chromium's and Firefox's messages, and nothing from Safari's", () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk}`))).toBe(chunk);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });
});

describe('retryImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks again under a new address each time once the first import named its file', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`)));
    const loadUrl = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: 'screen' });
    const done = retryImport(load, { tries: 6, delayMs: 1000 }, loadUrl);
    await vi.advanceTimersByTimeAsync(3000);

    await expect(done).resolves.toEqual({ default: 'screen' });
    expect(load).toHaveBeenCalledTimes(1);
    const urls = loadUrl.mock.calls.map(([url]) => url);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.startsWith(`${chunk}?retry=`)).toBe(true);
    expect(new Set(urls).size).toBe(3);
  });

  it('calls the loader again when the error names no file, and gives up after the last try', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    const loadUrl = vi.fn<(url: string) => Promise<unknown>>();
    const done = retryImport(load, { tries: 3, delayMs: 1000 }, loadUrl);
    const failed = expect(done).rejects.toThrow('Importing a module script failed.');
    await vi.advanceTimersByTimeAsync(2000);
    await failed;
    expect(load).toHaveBeenCalledTimes(3);
    expect(loadUrl).not.toHaveBeenCalled();
  });
});
