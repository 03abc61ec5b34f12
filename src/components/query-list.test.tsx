import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { QueryList } from './query-list';

const meta = { page: 1, limit: 100, total: 2, totalPages: 1 };
const item = (row: { id: number; name: string }) => <li key={row.id}>{row.name}</li>;

it('says it is loading, then lists the items', () => {
  const { rerender } = render(
    <QueryList query={{ data: undefined, isPending: true, isError: false }} className="x">
      {item}
    </QueryList>,
  );
  expect(screen.getByText('Yuklanmoqda…')).toBeInTheDocument();
  const data = {
    data: [
      { id: 1, name: 'Uy' },
      { id: 2, name: 'Ish' },
    ],
    meta,
  };
  rerender(
    <QueryList query={{ data, isPending: false, isError: false }} className="x">
      {item}
    </QueryList>,
  );
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Uy', 'Ish']);
});

it('shows Maʼlumot yoʻq for an empty list and for a failed call', () => {
  const { rerender } = render(
    <QueryList query={{ data: { data: [], meta }, isPending: false, isError: false }} className="x">
      {item}
    </QueryList>,
  );
  expect(screen.getByText('Maʼlumot yoʻq')).toBeInTheDocument();
  rerender(
    <QueryList query={{ data: undefined, isPending: false, isError: true }} className="x">
      {item}
    </QueryList>,
  );
  expect(screen.getByText('Maʼlumot yoʻq')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
