// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from '../api/order-history';
import { preloadScreen } from './lazy-screen';
import { loadFirstScreen, prefetchFirstScreen } from './prefetch-first-screen';
import { preloadLayout } from './root-route';
import { routeTable } from './route-table';

vi.mock('./lazy-screen', () => ({ preloadScreen: vi.fn() }));
vi.mock('./root-route', () => ({ preloadLayout: vi.fn() }));

const answer = (data: unknown) =>
  new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });

describe('prefetchFirstScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/orders', '/'])(
    "starts the courier orders screen's requests at %s, each in a task of its own",
    async (path) => {
      const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
        answer({ data: [], meta: { total: 0, page: 1, limit: 10 } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      prefetchFirstScreen(client, 'courier', path);
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls.some((url) => url.includes('mine=true') && url.includes('limit=100'))).toBe(true);
      expect(urls.some((url) => url.includes('unassigned=true'))).toBe(true);
      // The cash-limit notice's shift: asked for here, so mounting the screen starts no request of its own.
      expect(urls.some((url) => url.endsWith('/shift/current'))).toBe(true);
      // The run's summary is summed from the run itself: its card is not asked for.
      expect(urls.some((url) => url.includes('new-and-not-delivered-card'))).toBe(false);
      await vi.waitFor(() => expect(client.getQueryState(orderKeys.openSection('mine'))?.status).toBe('success'));
    },
  );

  it('starts nothing for a screen without prefetch, another role or an unknown path', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    prefetchFirstScreen(client, 'admin', '/orders');
    prefetchFirstScreen(client, null, '/orders');
    prefetchFirstScreen(client, 'courier', '/nowhere');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('loadFirstScreen', () => {
  const screenOf = (path: string, audience: 'courier' | 'admin' | 'guest') =>
    routeTable.find((route) => route.path === path)!.screens[audience]!.load;

  it('loads the code of the layout and the screen the app opens on, also where `/` leads', async () => {
    await loadFirstScreen('courier', '/');
    await loadFirstScreen('admin', '/orders');
    await loadFirstScreen(null, '/orders');
    expect(vi.mocked(preloadScreen).mock.calls.map(([load]) => load)).toEqual([
      screenOf('/orders', 'courier'),
      screenOf('/orders', 'admin'),
      screenOf('/sign-in', 'guest'),
    ]);
    expect(vi.mocked(preloadLayout).mock.calls).toEqual([['courier'], ['admin'], [null]]);
  });
});
