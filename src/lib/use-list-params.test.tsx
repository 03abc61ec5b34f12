import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { applyChange, pickAll, pickDate, pickOne, useListParams, type ListParams } from './use-list-params';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
    const seen: ListParams[] = [];
    function Probe() {
      seen.push(useListParams({ sorts: ['createdAt', 'total'] as const, defaultSort: 'createdAt' }));
      return null;
    }
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
    act(() => createRoot(document.createElement('div')).render(<RouterProvider router={router} />));
    return { last: () => seen.at(-1)!, router };
  }

  it('reads page, sort and order with defaults for unknown values', () => {
    const { last } = setup('/list?page=2&sort=bogus&order=asc&search=%20ali%20');
    expect(last().query).toEqual({ page: 2, limit: 20, sort: 'createdAt', order: 'asc', search: 'ali' });
  });

  it('toggles the sort and sends the list back to page 1', () => {
    const { last, router } = setup('/list?page=4');
    act(() => last().toggleSort('total'));
    expect(router.state.location.search).toBe('?sort=total&order=desc');
    act(() => last().toggleSort('total'));
    expect(last().order).toBe('asc');
    act(() => last().setPage(3));
    expect(last().page).toBe(3);
    act(() => last().set({ status: ['pending'] }));
    expect(last().page).toBe(1);
    expect(last().params.getAll('status')).toEqual(['pending']);
  });
});
