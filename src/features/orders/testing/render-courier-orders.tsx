import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CourierOrdersScreen from '../components/courier-orders-screen';
import { registerOrderMutations } from '../courier-change/register-order-mutations';

/** The courier's orders screen with a query client of its own (no retries) and the courier's changes registered. */
export function renderCourierOrders(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  registerOrderMutations(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourierOrdersScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
