import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { useScopedParams, type ScopedParams } from './use-scoped-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('keeps each list under its prefix and resets only its own page', () => {
  let products!: ScopedParams;
  let discounts!: ScopedParams;
  function Probe() {
    products = useScopedParams('p.');
    discounts = useScopedParams('d.');
    return null;
  }
  const router = createMemoryRouter([{ path: '/', element: <Probe /> }], { initialEntries: ['/?p.page=3&d.page=2'] });
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<RouterProvider router={router} />));
  expect([products.page, discounts.page]).toEqual([3, 2]);

  act(() => products.set({ search: 'suv', categoryId: ['1', '2'] }));
  expect(router.state.location.search).toBe('?d.page=2&p.search=suv&p.categoryId=1&p.categoryId=2');
  expect(products.getAll('categoryId')).toEqual(['1', '2']);
  expect(products.search).toBe('suv');
  act(() => root.unmount());
});
