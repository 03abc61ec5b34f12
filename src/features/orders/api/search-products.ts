import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import { orderKeys } from './order-keys';

export const searchProducts = (search: string, signal?: AbortSignal) =>
  http.get<List<Product>>('/product', { query: { search, isActive: true, limit: 10, sort: 'name', order: 'asc' }, signal });

export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: orderKeys.products(search),
    queryFn: ({ signal }) => searchProducts(search, signal),
    enabled: search.length > 0,
  });
