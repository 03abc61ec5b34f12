// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistoryDetail } from '../../../contract/order-history';
import { getOrders } from '../api/get-order';
import { makeOrder } from '../testing/make-order';
import { useOwnOrdersOffline } from './use-own-orders-offline';

vi.mock('../api/get-order', () => ({ getOrders: vi.fn() }));

const detail = (id: number, version: number): OrderHistoryDetail => ({
  ...makeOrder({ id, version }),
  lines: [],
  events: [],
});
const versionOf = (client: QueryClient, id: number) =>
  client.getQueryData<OrderHistoryDetail>(orderKeys.detail(id))?.version;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
const run = [makeOrder({ id: 1, version: 3 }), makeOrder({ id: 2, version: 6 }), makeOrder({ id: 3, version: 1 })];

beforeEach(() => {
  client = new QueryClient();
  // jsdom has no requestIdleCallback: whenIdle waits 500 ms on a timer.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(getOrders).mockReset();
  onlineManager.setOnline(true);
});

it('asks for the orders of the run it lacks or holds at an older version in one request, and keeps a newer copy', async () => {
  client.setQueryData(orderKeys.detail(1), detail(1, 3));
  client.setQueryData(orderKeys.detail(2), detail(2, 5));
  let answer!: (details: OrderHistoryDetail[]) => void;
  vi.mocked(getOrders).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderHook(() => useOwnOrdersOffline(run), { wrapper });
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(getOrders).toHaveBeenCalledExactlyOnceWith([2, 3], expect.any(AbortSignal));

  // The courier opened order 2 meanwhile: its page fetched a newer copy than the answer on its way.
  client.setQueryData(orderKeys.detail(2), detail(2, 7));
  await act(async () => answer([detail(2, 6), detail(3, 1)]));
  expect([versionOf(client, 1), versionOf(client, 2), versionOf(client, 3)]).toEqual([3, 7, 1]);
});

it('asks nothing while the server cannot be reached, and asks once it can', async () => {
  vi.mocked(getOrders).mockResolvedValue([detail(1, 3), detail(2, 6), detail(3, 1)]);
  onlineManager.setOnline(false);
  renderHook(() => useOwnOrdersOffline(run), { wrapper });
  await act(() => vi.advanceTimersByTimeAsync(2000));
  expect(getOrders).not.toHaveBeenCalled();

  act(() => onlineManager.setOnline(true));
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(getOrders).toHaveBeenCalledExactlyOnceWith([1, 2, 3], expect.any(AbortSignal));
  expect([versionOf(client, 1), versionOf(client, 2), versionOf(client, 3)]).toEqual([3, 6, 1]);
});
