import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { activeCouriersQueryOptions } from '../api/get-active-couriers';
import { makeOrder } from '../testing/make-order';
import { CourierPicker } from './courier-picker';

const couriers = [
  { id: 2, fullName: 'Oʻktam Gʻofurov', phone: '+998901234567' },
  { id: 3, fullName: 'Sherzod Qodirov', phone: '+998939876543' },
];

beforeEach(() => {
  // jsdom has no showModal: open the dialog the way the browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: couriers, meta: { page: 1, limit: 100, total: 2, totalPages: 1 } })),
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderPicker() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CourierPicker order={makeOrder({ id: 1, courierId: null })} onPick={() => {}} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return client;
}

const shown = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

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
    await vi.waitFor(() =>
      expect(shown(), typed).toEqual([`${name}${couriers.find((c) => c.fullName === name)!.phone}`]),
    );
  }
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(client.getQueryData(activeCouriersQueryOptions().queryKey)?.data).toHaveLength(2);
});
