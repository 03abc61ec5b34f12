import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Pagination } from './pagination';

it('groups the page numbers as every other number: “12 / 1 000”, never “12 / 1000”', () => {
  render(<Pagination page={12} totalPages={1000} total={20_000} onPage={() => {}} />);
  const paging = screen.getByRole('navigation', { name: 'Sahifalar' });
  expect(paging).toHaveTextContent('Jami: 20 000');
  expect(paging).toHaveTextContent('12 / 1 000');
});
