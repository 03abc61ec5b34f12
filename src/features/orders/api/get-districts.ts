import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http/http';

/** The districts of the customers' addresses, for the orders' district filter. */
export const districtsQueryOptions = () =>
  queryOptions({
    queryKey: ['address', 'districts'] as const,
    queryFn: ({ signal }) => http.get<One<string[]>>('/address/districts', { signal }).then((res) => res.data),
    staleTime: 10 * 60_000,
  });
