// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../http/http';
import { HttpError } from '../http/http-error';
import { createQueryClient } from './query-client';

const fetchMock = vi.fn<typeof fetch>();
const ok = () => new Response('{"data":"ok"}', { status: 200 });
const client = createQueryClient();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  client.mount();
});

afterEach(() => {
  client.unmount();
  client.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onlineManager.setOnline(true);
});

describe('createQueryClient', () => {
  it('pauses a change in a dead zone instead of failing it, and sends it once the server answers', async () => {
    const observer = new MutationObserver(client, { mutationFn: () => http.patch('/order-history/1', {}) });
    const result = observer.mutate();
    await vi.advanceTimersByTimeAsync(1000);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', isPaused: true });

    fetchMock.mockResolvedValue(ok());
    onlineManager.setOnline(true);
    await expect(result).resolves.toEqual({ data: 'ok' });
  });

  it('fails a change the server refuses, without retrying it', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":null,"meta":{"status":409,"message":"x"}}', { status: 409 }));
    const observer = new MutationObserver(client, { mutationFn: () => http.patch('/order-history/1', {}) });
    await expect(observer.mutate()).rejects.toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('keeps the last data of a query offline, without an error', async () => {
    client.setQueryData(['orders'], 'cached');
    const observer = new QueryObserver(client, {
      queryKey: ['orders'],
      queryFn: () => http.get('/order-history'),
      staleTime: 0,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(observer.getCurrentResult()).toMatchObject({ data: 'cached', status: 'success', fetchStatus: 'paused' });

    fetchMock.mockResolvedValue(ok());
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(observer.getCurrentResult()).toMatchObject({ data: { data: 'ok' }, fetchStatus: 'idle' });
    unsubscribe();
  });
});
