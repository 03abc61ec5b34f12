import { queryOptions } from '@tanstack/react-query';
import { productQueries } from '../../../api/product';

/** The active products whose name has `search`, to add to an order. */
export const productSearchQueryOptions = (search: string) =>
  queryOptions({
    ...productQueries.list({ search, isActive: true, limit: 10, sort: 'name', order: 'asc' }),
    enabled: search.length > 0,
  });
