import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Pagination } from './pagination';

it('groups the page numbers as every other number: “12 / 1 000”, never “12 / 1000”', () => {
  render(<Pagination page={12} totalPages={1000} total={20_000} onPage={() => {}} />);
  const paging = screen.getByRole('navigation', { name: 'Sahifalar' });
  expect(paging).toHaveTextContent('Jami: 20 000');
  expect(paging).toHaveTextContent('12 / 1 000');
});

it('follows the cursors of a keyset-paged list and marks an estimated total with ≈', async () => {
  const pages: [number, unknown][] = [];
  render(
    <Pagination
      page={3}
      totalPages={1700}
      total={34_000}
      onPage={() => {}}
      cursors={{
        next: 'bmV4dA',
        prev: 'cHJldg',
        approximate: true,
        onPageAt: (page, cursor) => pages.push([page, cursor]),
      }}
    />,
  );
  const paging = screen.getByRole('navigation', { name: 'Sahifalar' });
  expect(paging).toHaveTextContent('Jami: ≈ 34 000');
  expect(paging).toHaveTextContent('3 / ≈ 1 700');
  screen.getByRole('button', { name: 'Keyingi →' }).click();
  screen.getByRole('button', { name: '← Oldingi' }).click();
  expect(pages).toEqual([
    [4, { after: 'bmV4dA' }],
    [2, { before: 'cHJldg' }],
  ]);
});

it('stops at the last keyset page: no next cursor, no Keyingi', () => {
  render(
    <Pagination
      page={7}
      totalPages={7}
      total={140}
      onPage={() => {}}
      cursors={{ prev: 'cHJldg', onPageAt: () => {} }}
    />,
  );
  expect(screen.getByRole('button', { name: 'Keyingi →' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '← Oldingi' })).toBeEnabled();
});
