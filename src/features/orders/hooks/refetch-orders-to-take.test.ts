// @vitest-environment jsdom
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOrdersQueryOptions } from '../api/get-open-orders';
import { makeOrder } from '../testing/make-order';
import { listShowsOrderSince, refetchOrdersToTake } from './refetch-orders-to-take';

const flagAt = '2026-12-07T03:42:58.741Z';
const page = (createdAt: string[], total = createdAt.length) => ({
  data: createdAt.map((at, i) => makeOrder({ id: i + 1, courierId: null, createdAt: at })),
  meta: { total, page: 1, limit: 10, totalPages: Math.ceil(total / 10) },
});

let unsubscribe = () => {};

/** The screen's list of orders to take, opened (its first fetch under way); `answers` are the server's pages in turn. */
function setup(...answers: ReturnType<typeof page>[]) {
  let next = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
    const body = answers[Math.min(next++, answers.length - 1)];
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(client, openOrdersQueryOptions('unassigned'));
  unsubscribe = observer.subscribe(() => {});
  const loaded = () => vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return { client, fetchMock, loaded };
}

describe('refetchOrdersToTake', () => {
  afterEach(() => {
    unsubscribe();
    vi.unstubAllGlobals();
  });

  it('asks again for a list that does not hold the new order yet', async () => {
    const { client, fetchMock, loaded } = setup(page(['2026-12-07T02:00:00.000Z'], 95), page([flagAt], 96));
    await loaded();
    await expect(refetchOrdersToTake(client, flagAt)).resolves.toBe(96);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask again for a list that already holds it (the first visit: the flag comes with the list)', async () => {
    const { client, fetchMock, loaded } = setup(page([flagAt, '2026-12-07T02:00:00.000Z'], 95));
    await loaded();
    await expect(refetchOrdersToTake(client, flagAt)).resolves.toBe(95);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits for a fetch under way instead of sending it again', async () => {
    const { client, fetchMock } = setup(page([flagAt], 95));
    expect(client.getQueryState(openOrdersQueryOptions('unassigned').queryKey)?.fetchStatus).toBe('fetching');
    await expect(refetchOrdersToTake(client, flagAt)).resolves.toBe(95);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the fetch under way was sent before the new order came', async () => {
    const { client, fetchMock } = setup(page(['2026-12-07T02:00:00.000Z'], 95), page([flagAt], 96));
    await expect(refetchOrdersToTake(client, flagAt)).resolves.toBe(96);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

const pages = (createdAt: string) => ({ pages: [page([createdAt])], pageParams: [1] });

describe('listShowsOrderSince', () => {
  it('compares times, not their spelling, and is false without a list', () => {
    expect(listShowsOrderSince(pages('2026-12-07T08:42:58.741+05:00'), flagAt)).toBe(true);
    expect(listShowsOrderSince(pages('2026-12-07T03:42:58.740Z'), flagAt)).toBe(false);
    expect(listShowsOrderSince(undefined, flagAt)).toBe(false);
  });
});
