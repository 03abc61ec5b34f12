import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import { productKeys } from './product-keys';

export const getProduct = (id: number, signal?: AbortSignal) => http.get<One<Product>>(`/product/${id}`, { signal });

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal).then((response) => response.data),
  });
