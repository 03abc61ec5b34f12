import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { orderQueryOptions } from '../api/get-order';
import { makeOrder } from '../testing/make-order';
import { AdminOrderButtons } from './admin-order-actions';

const couriers = [
  { id: 2, fullName: 'Kuryer Bir', phone: '+998900000002' },
  { id: 3, fullName: 'Kuryer Ikki', phone: '+998900000003' },
];
const loads = couriers.map((c, i) => ({ ...c, status: 'active', openOrders: i }));
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A server whose order is with courier 2; it refuses the new courier. */
function server() {
  const order = makeOrder({ id: 1, status: 'courier', courierId: 2, courier: couriers[0]!, version: 3 });
  const patches: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/courier') return json({ data: loads });
      if (init.method === 'PATCH') {
        patches.push(JSON.parse(init.body as string));
        return json({ data: null, meta: { status: 409, message: 'Kuryer faol emas' } }, 409);
      }
      return json({ data: { ...order, lines: [], events: [] } });
    }),
  );
  return patches;
}

function OrderPage() {
  const { data } = useQuery(orderQueryOptions(1));
  return data ? <AdminOrderButtons order={data} /> : null;
}

beforeEach(() => {
  // jsdom has no showModal: open the dialog the way the browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('reassigns in one request, and keeps showing the order with its courier when it fails', async () => {
  const patches = server();
  const toastError = vi.spyOn(toast, 'error');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderPage />
    </QueryClientProvider>,
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Kuryerni almashtirish' }));
  await userEvent.click(await screen.findByRole('button', { name: /Kuryer Ikki/ }));

  await waitFor(() => expect(toastError).toHaveBeenCalledWith('Buyurtma №10045: Kuryer faol emas', expect.anything()));
  expect(patches).toEqual([{ status: 'courier', courierId: 3, version: 3 }]);
  // Nothing changed: the order is still the first courier's, and can be reassigned again.
  expect(await screen.findByRole('button', { name: 'Kuryerni almashtirish' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Kuryer biriktirish' })).not.toBeInTheDocument();
});
