import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { productDiscountKeys } from './product-discount-keys';

export const getProducts = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<Product>>('/product', { query, signal });

export const productsQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: productDiscountKeys.products(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });
