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
