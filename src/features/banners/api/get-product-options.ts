import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

/** Products to link a banner to, found by name. */
export const getProductOptions = (search: string, signal?: AbortSignal) =>
  http.get<List<Product>>('/product', { query: bannerKeys.productOptions(search)[2], signal });

export const productOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: bannerKeys.productOptions(search),
    queryFn: ({ signal }) => getProductOptions(search, signal).then((response) => response.data),
  });
