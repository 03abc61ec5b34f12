import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
import type { Shift } from '../../../contract/shift';
import { courierOrdersPrefetch } from '../api/prefetch-courier-orders';
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

it('asks for no shift of its own when the screen’s start already asked for it', async () => {
  const fetchMock = vi.fn(async () =>
    Response.json({ data: { id: 3, status: 'open', cashExpected: 500_000 }, meta: { cashLimit: 500_000 } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  try {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all(courierOrdersPrefetch(client).map((start) => start()));
    const asked = fetchMock.mock.calls.length;
    render(
      <QueryClientProvider client={client}>
        <CashLimitNotice />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(asked);
  } finally {
    vi.unstubAllGlobals();
  }
});
