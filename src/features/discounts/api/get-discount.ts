import { queryOptions } from '@tanstack/react-query';
import type { Discount } from '../../../contract/discount';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { discountKeys } from './discount-keys';

export const getDiscount = (id: number, signal?: AbortSignal) => http.get<One<Discount>>(`/discount/${id}`, { signal });

export const discountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: ({ signal }) => getDiscount(id, signal).then((response) => response.data),
  });
