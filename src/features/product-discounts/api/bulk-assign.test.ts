// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { afterEach, expect, it, vi } from 'vitest';
import { discountKeys } from '../../../api/discount';
import { productKeys } from '../../../api/product';
import { productDiscountKeys } from '../../../api/product-discount';
import { discountSelection, productSelection } from '../../../lib/selection';
import { assignBodyAtom, bulkAssignAtom } from './bulk-assign';

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const store = createStore();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  store.set(queryClientAtom, client);
  return { store, client };
}

it('builds the bulk body from the two selections, and says what is missing before', () => {
  const { store } = setUp();
  expect(store.get(assignBodyAtom).success).toBe(false);
  store.set(productSelection.add, [4, 9]);
  expect(store.get(assignBodyAtom).success).toBe(false);
  store.set(discountSelection.add, 7);
  expect(store.get(assignBodyAtom)).toMatchObject({ success: true, data: { productIds: [4, 9], discountIds: [7] } });
});

it('sends the pairs, then refetches the pairs and the discounts, not the products', async () => {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: { created: 2, skipped: 0 } })));
  vi.stubGlobal('fetch', fetchMock);
  const { store, client } = setUp();
  const lists = [productDiscountKeys.list({ page: 1 }), discountKeys.list({ page: 1 }), productKeys.list({ page: 1 })];
  for (const key of lists) client.setQueryData(key, { data: [] });
  store.set(productSelection.add, [4, 9]);
  store.set(discountSelection.add, 7);

  const body = store.get(assignBodyAtom);
  if (!body.success) throw new Error('the selections make a body');
  expect(await store.get(bulkAssignAtom).mutateAsync(body.data)).toEqual({ created: 2, skipped: 0 });

  const [url, init] = fetchMock.mock.calls[0]!;
  expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([
    '/api/product-discount/bulk',
    'POST',
    { productIds: [4, 9], discountIds: [7] },
  ]);
  expect(lists.map((key) => client.getQueryState(key)!.isInvalidated)).toEqual([true, true, false]);
});
