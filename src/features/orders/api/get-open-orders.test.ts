// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { listTag, ordersFingerprint } from '../../../contract/list-tag';
import { authAtom, type Session } from '../../../lib/session';
import { store } from '../../../lib/store';
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

it('asks about the run it holds by that copy’s tag and keeps the copy on a 304; while a change is under way it asks plainly', async () => {
  // jsdom's crypto has no digests (a secure page's has): a stand-in, since the server's test checks the real ones
  // (tests/agreement/run-validator.test.ts). It only has to tell texts apart.
  const digest = async (_algorithm: string, text: Uint8Array) => new Uint8Array([...text].reverse()).buffer;
  vi.stubGlobal('crypto', { subtle: { digest } });
  const me = { id: 2, fullName: 'Kuryer Bir', phone: '+998900000002', role: 'courier' as const };
  store.set(authAtom, { token: 't', user: me as unknown as Session['user'] });
  const run = {
    data: [makeOrder({ id: 4, routePosition: 1 }), makeOrder({ id: 3 })],
    meta: { page: 1, limit: 100, total: 2, totalPages: 1 },
  };
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const tag = new Headers(init.headers).get('If-None-Match');
      asked.push(tag);
      return tag ? new Response(null, { status: 304 }) : new Response(JSON.stringify(run));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const options = openOrdersQueryOptions('mine');
  const held = await client.fetchInfiniteQuery(options);
  await client.refetchQueries({ queryKey: options.queryKey });
  expect(client.getQueryData(options.queryKey)).toBe(held);
  const url = new URL('/api/order-history/new-and-not-delivered?mine=true&page=1&limit=100', location.href);
  const fingerprint = await ordersFingerprint(run.data, 2);
  expect(asked).toEqual([null, await listTag(url, me, [fingerprint])]);

  void client
    .getMutationCache()
    .build(client, { mutationFn: () => new Promise<never>(() => {}) })
    .execute(undefined);
  await client.refetchQueries({ queryKey: options.queryKey });
  expect(asked.at(-1)).toBeNull();
  store.set(authAtom, null);
});
