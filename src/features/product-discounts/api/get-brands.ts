import { queryOptions } from '@tanstack/react-query';
import type { Brand } from '../../../contract/brand';
import type { List } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { productDiscountKeys } from './product-discount-keys';

export const getBrands = (signal?: AbortSignal) =>
  http.get<List<Brand>>('/brand', { query: { limit: 100 }, signal });

export const brandsQueryOptions = () =>
  queryOptions({
    queryKey: productDiscountKeys.brands(),
    queryFn: ({ signal }) => getBrands(signal).then((response) => response.data),
    staleTime: 5 * 60_000,
  });
