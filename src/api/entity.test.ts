// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { entityKeys, entityQueries, optionsQuery } from './entity';
import { orderKeys } from './order-history';

afterEach(() => vi.unstubAllGlobals());

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function stubFetch(body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

it('builds every key of an entity under its name, lists and details apart', () => {
  const keys = entityKeys('product');
  expect([keys.all, keys.lists(), keys.list({ page: 2 }), keys.detail(7)]).toEqual([
    ['product'],
    ['product', 'list'],
    ['product', 'list', { page: 2 }],
    ['product', 'detail', 7],
  ]);
});

it('keeps the order keys the cache and the courier persistence match on', () => {
  expect(orderKeys.list({ status: [] })).toEqual(['order-history', 'list', { status: [] }]);
  expect(orderKeys.openSection('mine')).toEqual(['order-history', 'new-and-not-delivered', { section: 'mine' }]);
  expect(orderKeys.openCard({ mine: true })).toEqual(['order-history', 'new-and-not-delivered-card', { mine: true }]);
  expect(orderKeys.card({ dateFrom: 'a', dateTo: 'b' })).toEqual([
    'order-history',
    'card',
    { dateFrom: 'a', dateTo: 'b' },
  ]);
});

it('reads a page of the list and one entity from the same path', async () => {
  const queries = entityQueries<{ id: number }>('/banner', entityKeys('banner'));
  const meta = { page: 1, limit: 20, total: 1, totalPages: 1 };
  const fetchMock = stubFetch({ data: [{ id: 3 }], meta });
  expect(await client().fetchQuery(queries.list({ page: 1, search: 'yoz' }))).toEqual({ data: [{ id: 3 }], meta });
  stubFetch({ data: { id: 3 } });
  expect(await client().fetchQuery(queries.detail(3))).toEqual({ id: 3 });
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/banner?page=1&search=yoz');
});

it('reads the options of a select as the rows alone, a hundred at most', async () => {
  const fetchMock = stubFetch({ data: [{ id: 1, name: 'Nestle' }], meta: {} });
  const options = optionsQuery<{ id: number; name: string }>('/brand', entityKeys('brand'));
  expect(options.queryKey).toEqual(['brand', 'list', { limit: 100 }]);
  expect(await client().fetchQuery(options)).toEqual([{ id: 1, name: 'Nestle' }]);
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/brand?limit=100');
});
