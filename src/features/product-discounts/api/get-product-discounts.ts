import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { ProductDiscount } from '../../../contract/product-discount';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { productDiscountKeys } from './product-discount-keys';

export const getProductDiscounts = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<ProductDiscount>>('/product-discount', { query, signal });

export const productDiscountsQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: productDiscountKeys.list(query),
    queryFn: ({ signal }) => getProductDiscounts(query, signal),
    placeholderData: keepPreviousData,
  });
