// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { getNewOrderFlag, newOrderPollInterval, newOrderQueryOptions } from './get-new-order';

afterEach(() => vi.unstubAllGlobals());

it('reads the flag from the server', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: { isRead: true, lastOrderAt: null } }))),
  );
  expect(await getNewOrderFlag()).toEqual({ isRead: true, lastOrderAt: null });
});

it('is unread when its fetch fails', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 500 })),
  );
  expect(await getNewOrderFlag()).toEqual({ isRead: false, lastOrderAt: null });
});

it('keeps polling while the page is hidden, every 30 s instead of 20 s', () => {
  const options = newOrderQueryOptions();
  expect(options.refetchIntervalInBackground).toBe(true);
  expect(newOrderPollInterval({ visibilityState: 'visible' })).toBe(20_000);
  expect(newOrderPollInterval({ visibilityState: 'hidden' })).toBe(30_000);
});
