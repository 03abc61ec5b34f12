import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { browserRouterAt } from '../../test/browser-router-at';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

describe('useListParams', () => {
  function setup(url: string) {
    const wrapper = browserRouterAt(url);
    const { result } = renderHook(
      () => ({
        list: useListParams({ sorts: ['createdAt', 'total'] as const, defaultSort: 'createdAt' }),
        location: useLocation(),
      }),
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
