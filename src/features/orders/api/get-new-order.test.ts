import { afterEach, expect, it, vi } from 'vitest';
import { getNewOrderFlag } from './get-new-order';

afterEach(() => vi.unstubAllGlobals());

it('reads the flag from the server', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: { isRead: true, lastOrderAt: null } }))));
  expect(await getNewOrderFlag()).toEqual({ isRead: true, lastOrderAt: null });
});

it('is unread when its fetch fails', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
  expect(await getNewOrderFlag()).toEqual({ isRead: false, lastOrderAt: null });
});
