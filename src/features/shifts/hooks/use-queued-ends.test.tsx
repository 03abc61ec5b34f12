import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it } from 'vitest';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import { useQueuedEnds } from './use-queued-ends';

it('lists the deliveries and rejections still queued, each with the order as cached', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const order = { id: 7, number: 10007, total: 86_000, paymentMethod: 'cash' } as OrderHistory;
  client.setQueryData(orderKeys.list({}), { data: [order], meta: {} });
  client.setMutationDefaults(['order-history', 'status'], { mutationFn: () => new Promise(() => {}) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({ ends: useQueuedEnds(), change: useMutation({ mutationKey: ['order-history', 'status'] }) }),
    { wrapper },
  );
  result.current.change.mutate({ id: 7, number: 10007, status: 'delivered', bottlesReturned: 2 } as never);
  await waitFor(() =>
    expect(result.current.ends).toEqual([{ status: 'delivered', bottlesReturned: 2, paymentMethod: undefined, order }]),
  );
});
