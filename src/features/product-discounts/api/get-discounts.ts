import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Discount } from '../../../contract/discount';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { productDiscountKeys } from './product-discount-keys';

export const getDiscounts = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<Discount>>('/discount', { query, signal });

export const discountsQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: productDiscountKeys.discounts(query),
    queryFn: ({ signal }) => getDiscounts(query, signal),
    placeholderData: keepPreviousData,
  });
