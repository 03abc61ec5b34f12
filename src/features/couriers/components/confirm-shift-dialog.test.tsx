import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Shift } from '../../../contract/shift';
import { ConfirmShiftDialog } from './confirm-shift-dialog';

const shift = {
  id: 9,
  courier: { id: 2, fullName: 'Sardor Yusupov', phone: '+998900000003' },
  status: 'closing',
  openedAt: '2026-11-25T04:00:00.000Z',
  ordersDelivered: 2,
  ordersRejected: 0,
  cashExpected: 140_000,
  emptiesExpected: 3,
  fullBottlesDelivered: 4,
  fullBottlesLoaded: 20,
  cashDeclared: 135_000,
  emptiesDeclared: 3,
  fullBottlesDeclared: 16,
  note: null,
  lateChanges: [],
} as unknown as Shift;

let sent: unknown[];
beforeEach(() => {
  sent = [];
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      return Response.json({ data: { ...shift, status: 'closed' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('shows expected, declared and counted side by side, and asks for a note while they differ', async () => {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmShiftDialog shift={shift} onClose={onClose} />
    </QueryClientProvider>,
  );
  const cash = screen.getByRole('row', { name: /Naqd pul/ });
  expect(
    within(cash)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['140 000 soʻm', '135 000 soʻm', '', '-5 000 soʻm']);
  const confirm = screen.getByRole('button', { name: 'Tasdiqlash' });
  expect(confirm).toBeDisabled();

  const counted = screen.getByRole('spinbutton', { name: 'Qabul qilingan: Naqd pul' });
  await userEvent.clear(counted);
  await userEvent.type(counted, '140000');
  expect(confirm).toBeEnabled();
  await userEvent.clear(counted);
  await userEvent.type(counted, '130000');
  expect(confirm).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Izoh (farq boʻlsa majburiy)'), 'Kam topshirdi');
  await userEvent.click(confirm);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    { cashReceived: 130_000, emptiesReceived: 3, fullBottlesReceived: 16, adminNote: 'Kam topshirdi' },
  ]);
});

it('counts a confirmed shift again for its late changes, from what was received before', async () => {
  const late = {
    ...shift,
    status: 'closed',
    cashExpected: 160_000,
    cashReceived: 135_000,
    emptiesReceived: 3,
    fullBottlesReceived: 16,
    adminNote: 'Kam topshirdi',
    lateChanges: [
      { orderHistoryId: 40, number: 10040, at: '', cash: 20_000, empties: 0, fullBottles: 0, settled: false },
      { orderHistoryId: 41, number: 10041, at: '', cash: 5_000, empties: 0, fullBottles: 0, settled: true },
    ],
  } as Shift;
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmShiftDialog shift={late} onClose={onClose} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { name: /kechikib kelgan oʻzgarishlarni sanash$/ })).toBeInTheDocument();
  expect(screen.getByText('Kechikib kelgan oʻzgarishlar: 1')).toBeInTheDocument();
  expect(screen.getByText(/^№10040: 20 000 soʻm/)).toBeInTheDocument();
  expect(screen.getByText('Oldingi izoh: Kam topshirdi')).toBeInTheDocument();
  const counted = screen.getByRole('spinbutton', { name: 'Qabul qilingan: Naqd pul' });
  expect(counted).toHaveValue(135_000);
  const confirm = screen.getByRole('button', { name: 'Tasdiqlash' });
  expect(confirm).toBeDisabled(); // 25 000 short of the late-changed expectation, and no note yet
  await userEvent.clear(counted);
  await userEvent.type(counted, '160000');
  await userEvent.click(confirm);
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([{ cashReceived: 160_000, emptiesReceived: 3, fullBottlesReceived: 16 }]);
});
