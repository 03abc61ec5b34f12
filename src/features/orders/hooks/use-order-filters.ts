import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orderStatuses } from '../../../contract/enums';
import { applyChange, pickAll, pickDate, pickText, useReplaceParams } from '../../../lib/url-state';
import type { OrderFilters } from '../api/order-keys';

/** `/all-orders?status=courier&dateFrom=…&dateTo=…&search=…`; anything unknown is dropped. */
export function parseOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    status: pickAll(params, 'status', orderStatuses),
    dateFrom: pickDate(params, 'dateFrom'),
    dateTo: pickDate(params, 'dateTo'),
    search: pickText(params, 'search'),
  };
}

/** Every filter written back, as read and then changed: the URL keeps one order of keys. */
export const changeOrderFilters = (current: URLSearchParams, change: Partial<OrderFilters>) =>
  applyChange(current, { ...parseOrderFilters(current), ...change });

export function useOrderFilters(): [OrderFilters, (change: Partial<OrderFilters>) => void] {
  const [params] = useSearchParams();
  const filters = useMemo(() => parseOrderFilters(params), [params]);
  const replaceParams = useReplaceParams();
  const setFilters = useCallback(
    (change: Partial<OrderFilters>) => replaceParams((current) => changeOrderFilters(current, change)),
    [replaceParams],
  );
  return [filters, setFilters];
}
