import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import type { Shift } from '../../../contract/shift';
import { makeOrder } from '../testing/make-order';
import { CashLimitNotice } from './cash-limit-notice';

const clientWith = (cashExpected: number, cashLimit: number | null) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<CurrentShift>(shiftKeys.current(), {
    data: { id: 3, status: 'open', cashExpected } as Shift,
    meta: { cashLimit },
  });
  return client;
};

const shown = (cashExpected: number, cashLimit: number | null) =>
  render(
    <QueryClientProvider client={clientWith(cashExpected, cashLimit)}>
      <CashLimitNotice run={[]} />
    </QueryClientProvider>,
  );

it('tells the courier before they try that a cash order would be refused, once the cash held reaches the limit', () => {
  shown(500_000, 500_000);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Avval naqd pulni topshiring: qoʻlingizda 500 000 soʻm, naqd toʻlovli buyurtma olib boʻlmaydi.',
  );
});

it('says nothing below the limit, or with no limit set', () => {
  shown(499_000, 500_000);
  expect(screen.queryByRole('alert')).toBeNull();
  shown(2_000_000, null);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('reads the shift again when an order with money to take leaves the run, not when a paid one does', () => {
  const client = clientWith(100_000, 500_000);
  const refetch = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const cash = makeOrder({ id: 1, paymentMethod: 'cash', paymentStatus: 'processing' });
  const paid = makeOrder({ id: 2, paymentMethod: 'click', paymentStatus: 'success' });
  const failed = makeOrder({ id: 3, paymentMethod: 'click', paymentStatus: 'failed' });
  const notice = (run: OrderHistory[]) => (
    <QueryClientProvider client={client}>
      <CashLimitNotice run={run} />
    </QueryClientProvider>
  );
  const { rerender } = render(notice([cash, paid, failed]));
  rerender(notice([cash, failed]));
  expect(refetch).not.toHaveBeenCalled();
  rerender(notice([failed]));
  expect(refetch).toHaveBeenCalledExactlyOnceWith({ queryKey: shiftKeys.current() });
  rerender(notice([]));
  expect(refetch).toHaveBeenCalledTimes(2);
});
