import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerOrderMutations } from '../api/register-mutations';
import { makeOrder } from '../testing/make-order';
import CourierOrdersScreen from './courier-orders-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const card = { total: 1, amount: 65000, byStatus: { courier: 1 }, byPaymentMethod: {}, cashToCollect: 65000, bottlesToReturn: 2 };
let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/order-history/new-and-not-delivered-card')
        ? { data: card }
        : url.startsWith('/api/order-history/new-and-not-delivered')
          ? url.includes('unassigned=true')
            ? { data: [makeOrder({ courierId: null, status: 'pending' })], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } }
            : { data: [], meta: { page: 1, limit: 10, total: 0, totalPages: 0 } }
          : { data: { isRead: true, lastOrderAt: null } };
      return new Response(JSON.stringify(body));
    }),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

it('shows the courier’s own orders first, then the ones to take, with the summary and the money', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOrderMutations(client);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CourierOrdersScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.querySelector('article h3')?.textContent).toBe('#10045'));
  expect(container.querySelector('h1')?.textContent).toBe('Yangi buyurtmalar');
  const sections = [...container.querySelectorAll('section > h2')].map((h) => h.textContent);
  expect(sections).toEqual(['Mening buyurtmalarim0 ta', 'Olish mumkin1 ta']);
  expect(container.querySelector('[aria-labelledby="to-take-title"] article')).not.toBeNull();
  for (const label of ['Mahsulotlar', 'Chegirma', 'Yetkazib berish', 'Jami']) expect(container.textContent).toContain(label);
  expect(container.textContent).toContain('Naqd olinadi');
  expect(container.textContent).toContain('65 000 soʻm');
  expect(container.querySelector('a[href^="tel:"]')?.getAttribute('href')).toBe('tel:+998901234567');
  const buttons = [...container.querySelectorAll('article button')].map((b) => b.textContent);
  expect(buttons).toEqual(['Olish']);
});
