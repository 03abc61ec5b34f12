import { afterEach, expect, it, vi } from 'vitest';
import { makeOrder } from '../testing/make-order';
import { getOpenOrders } from './get-open-orders';

afterEach(() => vi.unstubAllGlobals());

it('pages through every open order, 100 a page, without doubles', async () => {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const ids = page === 1 ? [1, 2] : page === 2 ? [2, 3] : [4];
      const body = { data: ids.map((id) => makeOrder({ id })), meta: { page, limit: 100, total: 5, totalPages: 3 } };
      return new Response(JSON.stringify(body));
    }),
  );
  const list = await getOpenOrders();
  expect(list.data.map((o) => o.id)).toEqual([1, 2, 3, 4]);
  expect(urls).toEqual([1, 2, 3].map((p) => `/api/order-history/new-and-not-delivered?page=${p}&limit=100`));
});
