import { expect, it } from 'vitest';
import { changeOrderFilters, parseOrderFilters } from './use-order-filters';

it('reads the filters from the URL, dropping what is not valid', () => {
  const params = new URLSearchParams(
    'status=delivered&status=bogus&status=courier&dateFrom=2026-01-01&dateTo=yesterday&search=+10045+',
  );
  expect(parseOrderFilters(params)).toEqual({
    status: ['courier', 'delivered'],
    dateFrom: '2026-01-01',
    dateTo: '',
    search: '10045',
  });
});

it('gives empty filters for an empty URL', () => {
  expect(parseOrderFilters(new URLSearchParams())).toEqual({ status: [], dateFrom: '', dateTo: '', search: '' });
});

it('writes back what it reads', () => {
  const filters = { status: ['pending' as const], dateFrom: '2026-01-01', dateTo: '2026-01-31', search: 'Aziza' };
  const written = changeOrderFilters(new URLSearchParams(), filters);
  expect(written.toString()).toBe('status=pending&dateFrom=2026-01-01&dateTo=2026-01-31&search=Aziza');
  expect(parseOrderFilters(written)).toEqual(filters);
});
