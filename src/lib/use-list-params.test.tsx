import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { applyChange, pickAll, pickDate, pickOne, useListParams } from './use-list-params';

describe('applyChange', () => {
  it('writes arrays as repeated keys, drops empty values and resets the page', () => {
    const next = applyChange(new URLSearchParams('page=3&status=pending&search=ali'), { status: ['accepted', 'courier'], search: '' });
    expect(next.toString()).toBe('status=accepted&status=courier');
  });

  it('keeps the other keys when only the page changes', () => {
    expect(applyChange(new URLSearchParams('status=pending'), { page: 2 }).toString()).toBe('status=pending&page=2');
  });
});

describe('pickers', () => {
  const params = new URLSearchParams('status=x&status=courier&status=pending&role=admin&dateFrom=2026-11-01&dateTo=nope');
  it('keep known values only', () => {
    expect(pickAll(params, 'status', ['pending', 'courier'] as const)).toEqual(['pending', 'courier']);
    expect(pickOne(params, 'role', ['admin'] as const)).toBe('admin');
    expect(pickOne(params, 'kind', ['yuridik'] as const)).toBe('');
    expect(pickDate(params, 'dateFrom')).toBe('2026-11-01');
    expect(pickDate(params, 'dateTo')).toBe('');
  });
});

describe('useListParams', () => {
  function setup(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
    const { result } = renderHook(
      () => ({ list: useListParams({ sorts: ['createdAt', 'total'] as const, defaultSort: 'createdAt' }), location: useLocation() }),
      { wrapper },
    );
    return { last: () => result.current.list, search: () => result.current.location.search };
  }

  it('reads page, sort and order with defaults for unknown values', () => {
    const { last } = setup('/list?page=2&sort=bogus&order=asc&search=%20ali%20');
    expect(last().query).toEqual({ page: 2, limit: 20, sort: 'createdAt', order: 'asc', search: 'ali' });
  });

  it('toggles the sort and sends the list back to page 1', () => {
    const { last, search } = setup('/list?page=4');
    act(() => last().toggleSort('total'));
    expect(search()).toBe('?sort=total&order=desc');
    act(() => last().toggleSort('total'));
    expect(last().order).toBe('asc');
    act(() => last().setPage(3));
    expect(last().page).toBe(3);
    act(() => last().set({ status: ['pending'] }));
    expect(last().page).toBe(1);
    expect(last().params.getAll('status')).toEqual(['pending']);
  });
});
