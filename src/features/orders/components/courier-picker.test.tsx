import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { courierLoadsQueryOptions } from '../api/get-courier-loads';
import { CourierPicker } from './courier-picker';

const offShift = {
  onShift: false,
  deliveredToday: 0,
  cashOnHand: 0,
  fullBottlesOut: 0,
  emptiesDue: 0,
  lastActivityAt: null,
};
const couriers = [
  { id: 2, fullName: 'Oʻktam Gʻofurov', phone: '+998901234567', status: 'active', openOrders: 1, ...offShift },
  {
    ...{ id: 3, fullName: 'Sherzod Qodirov', phone: '+998939876543', status: 'active', openOrders: 2, ...offShift },
    ...{ onShift: true, cashOnHand: 1_250_000 },
  },
];

beforeEach(() => {
  // jsdom has no showModal: open the dialog the way the browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: couriers })),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CourierPicker title="№1 — kuryer biriktirish" onPick={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return client;
}

const shown = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('button')
    .map((button) => couriers.find((c) => button.textContent?.includes(c.fullName))?.fullName);

it('finds a courier however the name is typed, in Cyrillic or by phone digits, from one read of the list', async () => {
  const client = renderPicker();
  expect(await screen.findByText('Oʻktam Gʻofurov')).toBeInTheDocument();
  const box = screen.getByRole('searchbox', { name: 'Kuryerni qidirish' });
  for (const [typed, name] of [
    ["g'ofurov", 'Oʻktam Gʻofurov'],
    ['Ўктам', 'Oʻktam Gʻofurov'],
    ['Қодиров', 'Sherzod Qodirov'],
    ['93 987', 'Sherzod Qodirov'],
  ] as const) {
    await userEvent.clear(box);
    await userEvent.type(box, typed);
    await vi.waitFor(() => expect(shown(), typed).toEqual([name]));
  }
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(client.getQueryData(courierLoadsQueryOptions().queryKey)).toHaveLength(2);
});

it('says who is on shift and how much cash each holds', async () => {
  renderPicker();
  const sherzod = await screen.findByRole('button', { name: /Sherzod Qodirov/ });
  expect(sherzod).toHaveTextContent('Smenada · Qoʻlidagi naqd pul: 1 250 000 soʻm');
  expect(screen.getByRole('button', { name: /Oʻktam Gʻofurov/ })).toHaveTextContent('Smenada emas');
});
