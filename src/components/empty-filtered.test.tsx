import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeFilters, EmptyFiltered } from './empty-filtered';
import { ListTable } from './list-table';

describe('EmptyFiltered', () => {
  it('names each filter in the URL once, with the words and dates the person chose', () => {
    const params = new URLSearchParams(
      'search=Aziz&status=pending&status=accepted&district=Chilonzor&dateFrom=2026-03-04&page=2&sort=total',
    );
    expect(describeFilters(params)).toBe('Qidiruv «Aziz», Holat (2), Tuman Chilonzor, Sanadan 2026-03-04');
    expect(describeFilters(new URLSearchParams('page=2&limit=50'))).toBe('');
  });

  it('offers to clear the filter', async () => {
    const onClear = vi.fn();
    render(<EmptyFiltered params={new URLSearchParams('courierId=3')} onClear={onClear} />);
    expect(screen.getByText(/Filtrga mos maʼlumot yoʻq/)).toHaveTextContent('Kuryer');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrni tozalash' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('is what an empty list shows while filtered; unfiltered, it offers the list’s own action', () => {
    const result = {
      data: [],
      meta: { page: 1, limit: 20, total: 0, totalPages: 0 },
      isLoading: false,
      isPlaceholderData: false,
    };
    const list = { setPage: () => {}, clear: () => {} };
    const { rerender } = render(
      <ListTable
        caption="T"
        columns={[]}
        result={result}
        list={{ ...list, params: new URLSearchParams('search=suv') }}
        emptyAction={<a href="/products/form">+ Qoʻshish</a>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Filtrni tozalash' })).toBeInTheDocument();
    rerender(
      <ListTable
        caption="T"
        columns={[]}
        result={result}
        list={{ ...list, params: new URLSearchParams('page=1') }}
        emptyAction={<a href="/products/form">+ Qoʻshish</a>}
      />,
    );
    expect(screen.getByText('Maʼlumot yoʻq')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Qoʻshish' })).toBeInTheDocument();
  });
});
