import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { List, ListMeta } from '../../contract/envelope';
import { useErrorToast } from './use-error-toast';

export interface ListResult<T> {
  data: T[];
  meta: ListMeta | null;
  isLoading: boolean;
}

/**
 * A list call as `{ data, meta, isLoading }`: the page shown stays while the next one loads, and a
 * failure shows as an empty list and a toast.
 */
export function useListQuery<T, TKey extends QueryKey>(
  options: UseQueryOptions<List<T>, Error, List<T>, TKey>,
): ListResult<T> {
  const query = useQuery({ placeholderData: keepPreviousData, ...options });
  useErrorToast(query.error);

  if (query.isError || !query.data) return { data: [], meta: null, isLoading: query.isLoading };
  return { data: query.data.data, meta: query.data.meta, isLoading: query.isLoading };
}
