import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderStatuses, type OrderStatus } from '../../../contract/enums';
import type { OrderFilters } from '../api/order-keys';

const isStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);
const asDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** `/all-orders?status=courier&dateFrom=…&dateTo=…&search=…`; anything unknown is dropped. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    status: orderStatuses.filter((status) => params.getAll('status').filter(isStatus).includes(status)),
    dateFrom: asDate(params.get('dateFrom')),
    dateTo: asDate(params.get('dateTo')),
    search: params.get('search')?.trim() ?? '',
  };
}

export function toSearchParams(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const status of filters.status) params.append('status', status);
  if (filters.dateFrom) params.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) params.set('dateTo', filters.dateTo);
  if (filters.search) params.set('search', filters.search);
  return params;
}

export function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const setFilters = useCallback(
    (change: Partial<OrderFilters>) =>
      setParams((current) => toSearchParams({ ...parseOrderFilters(current), ...change }), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
