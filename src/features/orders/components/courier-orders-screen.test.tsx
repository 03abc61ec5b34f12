import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerOrderMutations } from '../api/register-mutations';
import { makeOrder } from '../testing/make-order';
import CourierOrdersScreen from './courier-orders-screen';

const card = {
  total: 1,
  amount: 65000,
  byStatus: { courier: 1 },
  byPaymentMethod: {},
  cashToCollect: 65000,
  bottlesToReturn: 2,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/order-history/new-and-not-delivered-card')
        ? { data: card }
        : url.startsWith('/api/order-history/new-and-not-delivered')
          ? url.includes('unassigned=true')
            ? {
                data: [makeOrder({ courierId: null, status: 'pending' })],
                meta: { page: 1, limit: 10, total: 1, totalPages: 1 },
              }
            : { data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } }
          : { data: { isRead: true, lastOrderAt: null } };
      return new Response(JSON.stringify(body));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

it('shows the courier’s own orders first, then the ones to take, with the summary and the money', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOrderMutations(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourierOrdersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const [first] = await screen.findAllByRole('article');
  expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('#10045');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Yangi buyurtmalar');
  const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(sections).toEqual(['Mening buyurtmalarim0 ta', 'Olish mumkin1 ta']);
  expect(within(screen.getByRole('region', { name: /^Olish mumkin/ })).getByRole('article')).toBeInTheDocument();
  for (const label of ['Mahsulotlar', 'Chegirma', 'Yetkazib berish', 'Jami'])
    expect(document.body).toHaveTextContent(label);
  expect(document.body).toHaveTextContent('Naqd olinadi');
  expect(document.body).toHaveTextContent('65 000 soʻm');
  expect(screen.getByRole('link', { name: /^Qoʻngʻiroq qilish/ })).toHaveAttribute('href', 'tel:+998901234567');
  const buttons = screen.getAllByRole('article').flatMap((order) => within(order).queryAllByRole('button'));
  expect(buttons.map((b) => b.textContent)).toEqual(['Olish']);
});
