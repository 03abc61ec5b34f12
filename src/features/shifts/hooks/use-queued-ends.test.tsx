import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory, OrderHistoryDetail } from '../../../contract/order-history';
import { cachedFullBottles } from './cached-full-bottles';
import { useQueuedEnds } from './use-queued-ends';

it('lists the deliveries and rejections still queued, each with the order and its full bottles as cached', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const order = { id: 7, number: 10007, total: 86_000, paymentMethod: 'cash' } as OrderHistory;
  client.setQueryData(orderKeys.list({}), { data: [order], meta: {} });
  const lines = [{ quantity: 2, product: { isReturnable: true } }];
  client.setQueryData(orderKeys.detail(7), { ...order, lines } as unknown as OrderHistoryDetail);
  client.setMutationDefaults(['order-history', 'status'], { mutationFn: () => new Promise(() => {}) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ ends: useQueuedEnds(), change: useMutation({ mutationKey: ['order-history', 'status'] }) }),
    { wrapper },
  );
  result.current.change.mutate({ id: 7, number: 10007, status: 'delivered', bottlesReturned: 2, shiftId: 3 } as never);
  await waitFor(() =>
    expect(result.current.ends).toEqual([
      { status: 'delivered', bottlesReturned: 2, paymentMethod: undefined, shiftId: 3, order, fullBottles: 2 },
    ]),
  );
});

it('sums the returnable lines of the order as the phone keeps it, and knows nothing without it', () => {
  const client = new QueryClient();
  const line = (quantity: number, isReturnable: boolean) => ({ quantity, product: { isReturnable } });
  client.setQueryData(orderKeys.detail(7), {
    id: 7,
    lines: [line(2, true), line(3, false), line(1, true)],
  } as unknown as OrderHistoryDetail);
  expect(cachedFullBottles(client, 7)).toBe(3);
  expect(cachedFullBottles(client, 8)).toBeUndefined();
});
