import { act, renderHook } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { browserRouterAt } from '../test/browser-router-at';
import { describe, expect, it } from 'vitest';
import {
  applyChange,
  pickAll,
  pickDate,
  pickOne,
  pickPositiveInt,
  pickText,
  useIdParam,
  useParamsChange,
} from './url-state';

const at = browserRouterAt;

describe('applyChange', () => {
  it('writes arrays as repeated keys, drops empty values and resets the page', () => {
    const next = applyChange(new URLSearchParams('page=3&status=pending&search=ali'), {
      status: ['accepted', 'courier'],
      search: '',
    });
    expect(next.toString()).toBe('status=accepted&status=courier');
  });

  it('keeps the other keys when only the page changes', () => {
    expect(applyChange(new URLSearchParams('status=pending'), { page: 2 }).toString()).toBe('status=pending&page=2');
  });

  it('writes under a prefix and resets only that prefix’s page', () => {
    const next = applyChange(new URLSearchParams('p.page=3&d.page=2&search=x'), { search: 'suv', page: null }, 'p.');
    expect(next.toString()).toBe('d.page=2&search=x&p.search=suv');
    expect(applyChange(next, { categoryId: ['1', '2'] }, 'p.').toString()).toBe(
      'd.page=2&search=x&p.search=suv&p.categoryId=1&p.categoryId=2',
    );
  });
});

describe('pickers', () => {
  const params = new URLSearchParams(
    'status=x&status=courier&status=pending&role=admin&dateFrom=2026-11-01&dateTo=nope',
  );
  it('keep known values only', () => {
    expect(pickAll(params, 'status', ['pending', 'courier'] as const)).toEqual(['pending', 'courier']);
    expect(pickOne(params, 'role', ['admin'] as const)).toBe('admin');
    expect(pickOne(params, 'kind', ['yuridik'] as const)).toBe('');
    expect(pickDate(params, 'dateFrom')).toBe('2026-11-01');
    expect(pickDate(params, 'dateTo')).toBe('');
  });

  it('take a positive integer or the fallback, and text without its spaces', () => {
    const numbers = new URLSearchParams('page=4&zero=0&minus=-2&half=1.5&word=abc&search=%20ali%20');
    expect(pickPositiveInt(numbers, 'page', 1)).toBe(4);
    for (const key of ['zero', 'minus', 'half', 'word', 'missing']) expect(pickPositiveInt(numbers, key, 1)).toBe(1);
    expect(pickPositiveInt(numbers, 'missing')).toBe(0);
    expect(pickText(numbers, 'search')).toBe('ali');
    expect(pickText(numbers, 'missing')).toBe('');
  });
});

describe('useParamsChange', () => {
  it('writes a change under its prefix in place of the current entry', () => {
    const { result } = renderHook(
      () => ({ set: useParamsChange('p.'), location: useLocation(), navigation: useNavigationType() }),
      {
        wrapper: at('/list?p.page=3&d.page=2'),
      },
    );
    act(() => result.current.set({ search: 'suv' }));
    expect(result.current.location.search).toBe('?d.page=2&p.search=suv');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('keeps both of two changes made before a render (a chip tapped, then a select changed)', () => {
    const { result } = renderHook(() => ({ set: useParamsChange(), location: useLocation() }), {
      wrapper: at('/all-orders?page=2'),
    });
    act(() => {
      result.current.set({ status: 'delivered' });
      result.current.set({ paymentMethod: 'cash' });
    });
    expect(result.current.location.search).toBe('?status=delivered&paymentMethod=cash');
  });
});

describe('useIdParam', () => {
  it('reads `?id=` as a positive integer, 0 when there is none or it is not one', () => {
    const id = (url: string) => renderHook(() => useIdParam(), { wrapper: at(url) }).result.current;
    expect(id('/banners/form?id=12')).toBe(12);
    expect(id('/banners/form')).toBe(0);
    expect(id('/banners/form?id=abc')).toBe(0);
    expect(id('/banners/form?id=1.5')).toBe(0);
  });
});
