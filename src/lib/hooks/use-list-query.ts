import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { List, ListMeta } from '../../contract/envelope';
import { useErrorToast } from './use-error-toast';
import { useStillLoading } from './use-still-loading';

export interface ListResult<T> {
  data: T[];
  meta: ListMeta | null;
  isLoading: boolean;
  /** The rows shown are the previous call's, kept while this one loads. */
  isPlaceholderData: boolean;
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

  const isLoading = useStillLoading(query);
  const { isPlaceholderData } = query;
  if (query.isError || !query.data) return { data: [], meta: null, isLoading, isPlaceholderData };
  return { data: query.data.data, meta: query.data.meta, isLoading, isPlaceholderData };
}
