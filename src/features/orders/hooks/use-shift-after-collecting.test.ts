// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { makeOrder } from '../testing/make-order';
import { useShiftAfterCollecting } from './use-shift-after-collecting';

it('reads the shift again when an order with money to take leaves the run, not before, nor when a paid one does', () => {
  const client = new QueryClient();
  const refetch = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const cash = makeOrder({ id: 1, paymentMethod: 'cash', paymentStatus: 'processing' });
  const paid = makeOrder({ id: 2, paymentMethod: 'click', paymentStatus: 'success' });
  const failed = makeOrder({ id: 3, paymentMethod: 'click', paymentStatus: 'failed' });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  const { rerender } = renderHook((run: OrderHistory[] | undefined) => useShiftAfterCollecting(run), {
    wrapper,
    initialProps: undefined,
  });
  rerender([cash, paid, failed]);
  rerender([cash, failed]);
  // Delivered but not yet answered, it is still on the run: the server has not counted its cash yet.
  rerender([{ ...cash, status: 'delivered', paymentStatus: 'success' }, failed]);
  expect(refetch).not.toHaveBeenCalled();
  rerender([failed]);
  expect(refetch).toHaveBeenCalledExactlyOnceWith({ queryKey: shiftKeys.current() });
  rerender([]);
  expect(refetch).toHaveBeenCalledTimes(2);
});
