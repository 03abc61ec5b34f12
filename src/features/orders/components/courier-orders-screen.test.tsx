import { IsRestoringProvider, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { registerOrderMutations } from '../courier-change/register-order-mutations';
import { courierFetch } from '../testing/courier-fetch';
import { makeOrder } from '../testing/make-order';
import { renderCourierOrders } from '../testing/render-courier-orders';
import CourierOrdersScreen from './courier-orders-screen';

const run = [
  makeOrder({ id: 1, number: 10045, courierId: 2, paymentMethod: 'cash', paymentStatus: 'processing', total: 82000 }),
  makeOrder({ id: 2, number: 10046, courierId: 2, paymentMethod: 'click', paymentStatus: 'failed' }),
  makeOrder({ id: 3, number: 10047, courierId: 2, paymentMethod: 'payme', paymentStatus: 'success' }),
];
let urls: string[];

beforeEach(() => {
  urls = [];
  vi.stubGlobal('fetch', vi.fn(courierFetch(() => run, urls)));
});

afterEach(() => vi.unstubAllGlobals());

it('shows the run as compact rows with what to do about money, then the orders to take with “Olish”', async () => {
  renderCourierOrders();
  const mine = await screen.findByRole('region', { name: /^Mening buyurtmalarim/ });
  const rows = within(mine).getAllByRole('article');
  expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
    '#10045',
    '#10046',
    '#10047',
  ]);
  expect(rows[0]).toHaveTextContent('Naqd: 82 000 soʻm');
  expect(rows[1]).toHaveTextContent('Click: Muvaffaqiyatsiz');
  expect(rows[2]).toHaveTextContent('Toʻlangan');
  expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/orders?order=1');
  expect(screen.getByRole('link', { name: 'Yoʻlga chiqish' }).getAttribute('href')).toMatch(
    /^https:\/\/yandex\.uz\/maps\/\?rtext=/,
  );
  // The summary is summed from the run itself: no card is polled.
  expect(document.body).toHaveTextContent('Naqd olinadi:82 000 soʻm');
  expect(urls.some((url) => url.includes('-card'))).toBe(false);
  const toTake = await screen.findByRole('region', { name: /^Olish mumkin/ });
  expect(
    within(toTake)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Olish']);
});

it('draws the orders to take a pass after the run, below it: the first commit holds only the run’s rows', async () => {
  // What the page holds right after each commit (a MutationObserver's callback runs before the next task).
  const firstWithRun: { toTake: boolean }[] = [];
  const observer = new MutationObserver(() => {
    if (firstWithRun.length === 0 && document.querySelector('[aria-label^="Mening buyurtmalarim"] article')) {
      firstWithRun.push({ toTake: screen.queryByRole('region', { name: /^Olish mumkin/ }) !== null });
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderCourierOrders();
  await screen.findByRole('region', { name: /^Olish mumkin/ });
  observer.disconnect();
  expect(firstWithRun).toEqual([{ toTake: false }]);
});

it('shows no section, empty or not, while the offline copy is still being read: they would jump once it is', async () => {
  let endRestore = () => {};
  function Restoring({ children }: { children: ReactNode }) {
    const [restoring, setRestoring] = useState(true);
    endRestore = () => setRestoring(false);
    return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOrderMutations(client);
  render(
    <QueryClientProvider client={client}>
      <Restoring>
        <MemoryRouter>
          <CourierOrdersScreen />
        </MemoryRouter>
      </Restoring>
    </QueryClientProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region', { name: /^Mening buyurtmalarim/ })).toBeNull();
  expect(screen.queryByText('Maʼlumot yoʻq')).toBeNull();

  act(() => endRestore());
  const mine = await screen.findByRole('region', { name: /^Mening buyurtmalarim/ });
  expect(within(mine).getAllByRole('article')).toHaveLength(3);
});
