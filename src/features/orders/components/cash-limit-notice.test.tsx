import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
import type { Shift } from '../../../contract/shift';
import { CashLimitNotice } from './cash-limit-notice';

const shown = (cashExpected: number, cashLimit: number | null) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData<CurrentShift>(shiftKeys.current(), {
    data: { id: 3, status: 'open', cashExpected } as Shift,
    meta: { cashLimit },
  });
  return render(
    <QueryClientProvider client={client}>
      <CashLimitNotice />
    </QueryClientProvider>,
  );
};

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
