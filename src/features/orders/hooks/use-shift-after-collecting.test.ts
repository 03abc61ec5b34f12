// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { shiftKeys } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { makeOrder } from '../testing/make-order';
import { useShiftAfterCollecting } from './use-shift-after-collecting';

it('reads the shift again when an order with money to take leaves the run while open there, not a paid one', () => {
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
  // The courier's own delivery: drawn as ended on the run, then gone once answered. Its answer is drawn into
  // the shift (registerShiftMutations), so nothing is read.
  rerender([{ ...cash, status: 'delivered', paymentStatus: 'success' }, failed]);
  rerender([failed]);
  expect(refetch).not.toHaveBeenCalled();
  // Gone from the run while still open on it: an admin's change, which the phone has not drawn.
  rerender([]);
  expect(refetch).toHaveBeenCalledExactlyOnceWith({ queryKey: shiftKeys.current() });
});
