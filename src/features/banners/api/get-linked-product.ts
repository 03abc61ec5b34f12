import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { Product } from '../../../contract/product';
import { http } from '../../../lib/http';
import { bannerKeys } from './banner-keys';

export const getLinkedProduct = (id: number, signal?: AbortSignal) => http.get<One<Product>>(`/product/${id}`, { signal });

export const linkedProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: bannerKeys.product(id),
    queryFn: ({ signal }) => getLinkedProduct(id, signal).then((response) => response.data),
  });
