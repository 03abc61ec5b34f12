import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { browserRouterAt } from '../../test/browser-router-at';
import { expect, it } from 'vitest';
import { useScopedParams } from './use-scoped-params';

it('keeps each list under its prefix and resets only its own page', () => {
  const wrapper = browserRouterAt('/?p.page=3&d.page=2');
  const { result } = renderHook(
    () => ({ products: useScopedParams('p.'), discounts: useScopedParams('d.'), location: useLocation() }),
    { wrapper },
  );
  expect([result.current.products.page, result.current.discounts.page]).toEqual([3, 2]);

  act(() => result.current.products.set({ search: 'suv', categoryId: ['1', '2'] }));
  expect(result.current.location.search).toBe('?d.page=2&p.search=suv&p.categoryId=1&p.categoryId=2');
  expect(result.current.products.getAll('categoryId')).toEqual(['1', '2']);
  expect(result.current.products.search).toBe('suv');
});
