// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_INTERVAL_MS, reportUnreachable, startConnectivity } from './connectivity';
import { http } from './http';
import { NetworkError } from './http-error';

const fetchMock = vi.fn<typeof fetch>();
const onReachable = vi.fn();
let stop: () => void;

const answer = () => new Response('{"data":{"status":"ok"}}', { status: 200 });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  onlineManager.setOnline(true);
  stop = startConnectivity({ healthUrl: '/api/health', onReachable });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onReachable.mockReset();
  onlineManager.setOnline(true);
});

describe('connectivity', () => {
  it('a request with no answer sets offline, even when the browser says online', async () => {
    const error = await http.get('/order-history').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('a request that hangs times out as a network error', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = http.patch('/order-history/1', { status: 'delivered' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toBeInstanceOf(NetworkError);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("a caller's own abort is not a network error", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const result = http.get('/order-history', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('a gateway error (502–504) counts as unreachable too', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await http.get('/order-history').catch(() => undefined);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('while offline probes /api/health every 10 s and comes online when it answers', async () => {
    reportUnreachable();
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    expect(onlineManager.isOnline()).toBe(false);
    expect(onReachable).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(answer());
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(onlineManager.isOnline()).toBe(true);
    expect(onReachable).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(3 * PROBE_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not trust the online event until the probe answers', async () => {
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onlineManager.isOnline()).toBe(false);

    fetchMock.mockResolvedValue(answer());
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(true);
    expect(onReachable).toHaveBeenCalledOnce();
  });

  it('the online event during a probe that then fails probes again at once, not 10 s later', async () => {
    reportUnreachable();
    let failFirst!: (error: Error) => void;
    fetchMock.mockImplementationOnce(() => new Promise((_resolve, reject) => (failFirst = reject)));
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();

    fetchMock.mockResolvedValue(answer());
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledOnce();
    failFirst(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(true);
    expect(onReachable).toHaveBeenCalledOnce();
  });

  it('probes at once when the app is focused again, and resumes when already online', async () => {
    reportUnreachable();
    fetchMock.mockResolvedValue(answer());
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onlineManager.isOnline()).toBe(true);
    expect(onReachable).toHaveBeenCalledOnce();

    document.dispatchEvent(new Event('visibilitychange'));
    expect(onReachable).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('any answer from the server means online again', async () => {
    reportUnreachable();
    fetchMock.mockResolvedValue(new Response('{"data":1}', { status: 200 }));
    await http.get('/order-history');
    expect(onlineManager.isOnline()).toBe(true);
  });
});
