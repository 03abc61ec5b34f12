import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { List } from '../contract/envelope';
import { http } from '../lib/http/http';
import type { QueryParams } from '../lib/http/query-string';

/** The page after `last`, or none when it was the last one. */
const nextPage = ({ meta }: List<unknown>) => (meta.page < meta.totalPages ? meta.page + 1 : undefined);

/** `GET path` page by page from the first, for a screen that scrolls the next page in; `query` asks for one page. */
export const infiniteListQuery = <T>(queryKey: QueryKey, path: string, query: (page: number) => QueryParams) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => http.get<List<T>>(path, { query: query(pageParam), signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
