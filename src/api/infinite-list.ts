import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { List } from '../contract/envelope';

/** The page after `last`, or none when it was the last one. */
export const nextPage = ({ meta }: List<unknown>) => (meta.page < meta.totalPages ? meta.page + 1 : undefined);

/** A list read page by page from the first, for a screen that scrolls the next page in. */
export const infiniteListQuery = <T, const Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (page: number, signal: AbortSignal) => Promise<List<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
