// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { makeOrder } from '../testing/make-order';
import { openOrdersQueryOptions } from './get-open-orders';

afterEach(() => vi.unstubAllGlobals());

it('asks for one section a page at a time, and knows when there is more', async () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const body = { data: [makeOrder({ id: page })], meta: { page, limit: 10, total: 12, totalPages: 2 } };
      return new Response(JSON.stringify(body));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const first = await client.fetchInfiniteQuery(openOrdersQueryOptions('mine'));
  expect(first.pages[0]!.data.map((o) => o.id)).toEqual([1]);
  const options = openOrdersQueryOptions('mine');
  expect(options.getNextPageParam(first.pages[0]!, first.pages, 1, first.pageParams)).toBe(2);
  expect(
    options.getNextPageParam(
      { ...first.pages[0]!, meta: { page: 2, limit: 10, total: 12, totalPages: 2 } },
      first.pages,
      2,
      first.pageParams,
    ),
  ).toBeUndefined();
  await client.fetchInfiniteQuery(openOrdersQueryOptions('unassigned'));
  expect(urls).toEqual([
    // The courier's own orders whole (kept offline), the ones to take in small pages.
    '/api/order-history/new-and-not-delivered?mine=true&page=1&limit=100',
    '/api/order-history/new-and-not-delivered?unassigned=true&page=1&limit=10',
  ]);
});
