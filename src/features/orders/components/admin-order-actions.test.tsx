import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../contract/enums';
import type { User } from '../../../contract/user';
import { authAtom } from '../../../lib/session';
import { orderQueryOptions } from '../api/get-order';
import { makeOrder } from '../testing/make-order';
import { AdminOrderButtons, useAdminOrderActions } from './admin-order-actions';

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
  const store = createStore();
  store.set(authAtom, { token: 't', user: { id: 1, fullName: 'Admin', role: 'admin' } as User });
  render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <OrderPage />
      </QueryClientProvider>
    </JotaiProvider>,
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Kuryerni almashtirish' }));
  await userEvent.click(await screen.findByRole('button', { name: /Kuryer Ikki/ }));

  await waitFor(() => expect(toastError).toHaveBeenCalledWith('Buyurtma №10045: Kuryer faol emas', expect.anything()));
  expect(patches).toEqual([{ status: 'courier', courierId: 3, version: 3 }]);
  // Nothing changed: the order is still the first courier's, and can be reassigned again.
  expect(await screen.findByRole('button', { name: 'Kuryerni almashtirish' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Kuryer biriktirish' })).not.toBeInTheDocument();
});

it('offers what the state machine lets an admin do: accept a new order, give it a courier, reject it', () => {
  const store = createStore();
  store.set(authAtom, { token: 't', user: { id: 1, fullName: 'Admin', role: 'admin' } as User });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </JotaiProvider>
  );
  const offered = (status: OrderStatus, courierId: number | null) =>
    renderHook(() => useAdminOrderActions(makeOrder({ status, courierId })), { wrapper }).result.current.actions.map(
      (action) => action.id,
    );
  expect(offered('pending', null)).toEqual(['accept', 'assign', 'reject']);
  expect(offered('accepted', null)).toEqual(['assign']);
  expect(offered('courier', 2)).toEqual(['assign', 'reject']);
  expect(offered('delivered', 2)).toEqual([]);
  expect(offered('rejected', null)).toEqual([]);
});
