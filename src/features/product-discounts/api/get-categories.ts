import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../../../contract/category';
import type { List } from '../../../contract/envelope';
import { http } from '../../../lib/http';
import { productDiscountKeys } from './product-discount-keys';

export const getCategories = (signal?: AbortSignal) =>
  http.get<List<Category>>('/category', { query: { limit: 100 }, signal });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: productDiscountKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal).then((response) => response.data),
    staleTime: 5 * 60_000,
  });
