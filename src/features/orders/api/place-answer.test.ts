// @vitest-environment jsdom
import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { beforeEach, expect, it, vi } from 'vitest';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { makeOrder } from '../testing/make-order';
import { placeAnswer } from './place-answer';

const ME = 2;
const page = (data: OrderHistory[], total = data.length) => ({
  pages: [{ data, meta: { page: 1, limit: 100, total, totalPages: 1 } }],
  pageParams: [1],
});
const ids = (section: 'mine' | 'unassigned') =>
  client
    .getQueryData<InfiniteData<List<OrderHistory>>>(orderKeys.openSection(section))!
    .pages[0]!.data.map((order) => order.id);
const total = (section: 'mine' | 'unassigned') =>
  client.getQueryData<InfiniteData<List<OrderHistory>>>(orderKeys.openSection(section))!.pages[0]!.meta.total;

let client: QueryClient;
const run = [
  makeOrder({ id: 1, courierId: ME, routePosition: 1, deliveryDate: '2026-11-20' }),
  makeOrder({ id: 2, courierId: ME, routePosition: null, deliveryDate: '2026-11-22' }),
];
const open = makeOrder({ id: 3, status: 'pending', courierId: null, courier: null, deliveryDate: '2026-11-21' });

beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(orderKeys.openSection('mine'), page(run));
  client.setQueryData(orderKeys.openSection('unassigned'), page([open], 40));
});

it('moves a taken order from the orders to take into the run, at its place by route and date', () => {
  placeAnswer(client, { ...open, status: 'courier', courierId: ME, version: 2 }, ME);
  expect(ids('mine')).toEqual([1, 3, 2]);
  expect(total('mine')).toBe(3);
  expect(ids('unassigned')).toEqual([]);
  expect(total('unassigned')).toBe(39);
  expect(client.getQueryState(orderKeys.openSection('mine'))!.isInvalidated).toBe(false);
});

it('takes a delivered order off the run, and leaves the pages unfetched', () => {
  placeAnswer(client, { ...run[0]!, status: 'delivered', routePosition: null, version: 4 }, ME);
  expect(ids('mine')).toEqual([2]);
  expect(total('mine')).toBe(1);
  expect(client.getQueryState(orderKeys.openSection('unassigned'))!.isInvalidated).toBe(false);
});

it('lets the orders to take refetch when one is handed back to them', () => {
  placeAnswer(client, { ...run[1]!, status: 'accepted', courierId: null, courier: null, version: 4 }, ME);
  expect(ids('mine')).toEqual([1]);
  expect(client.getQueryState(orderKeys.openSection('unassigned'))!.isInvalidated).toBe(true);
});

it('starts again a fetch of the run that was under way: its answer, read before the change, would restore the order', async () => {
  const answers: ((pages: ReturnType<typeof page>['pages'][number]) => void)[] = [];
  const observer = new InfiniteQueryObserver(client, {
    queryKey: orderKeys.openSection('mine'),
    queryFn: () => new Promise<ReturnType<typeof page>['pages'][number]>((resolve) => answers.push(resolve)),
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    staleTime: Infinity,
  });
  const unsubscribe = observer.subscribe(() => {});
  void observer.refetch();
  await vi.waitFor(() => expect(answers).toHaveLength(1));
  placeAnswer(client, { ...run[0]!, status: 'delivered', routePosition: null, version: 4 }, ME);
  expect(ids('mine')).toEqual([2]);
  await vi.waitFor(() => expect(answers).toHaveLength(2));
  answers[0]!(page(run).pages[0]!);
  answers[1]!(page([run[1]!]).pages[0]!);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  expect(ids('mine')).toEqual([2]);
  unsubscribe();
});
