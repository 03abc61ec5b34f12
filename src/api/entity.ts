import { queryOptions } from '@tanstack/react-query';
import type { List, One } from '../contract/envelope';
import { http } from '../lib/http/http';
import type { QueryParams } from '../lib/http/query-string';

/**
 * The query keys of one entity, the only place they are written: `[entity]`, `[entity, 'list', filters]`
 * and `[entity, 'detail', id]`. Invalidating `all` or `lists()` reaches every key under it.
 */
export function entityKeys<const Entity extends string>(entity: Entity) {
  return {
    all: [entity] as const,
    lists: () => [entity, 'list'] as const,
    list: <Filters extends object>(filters: Filters) => [entity, 'list', filters] as const,
    detail: (id: number) => [entity, 'detail', id] as const,
  };
}

export type EntityKeys = ReturnType<typeof entityKeys<string>>;

/** `GET path` (one page of the list, as the envelope has it) and `GET path/{id}` (the entity itself). */
export function entityQueries<T>(path: string, keys: EntityKeys) {
  const getList = (query: QueryParams, signal?: AbortSignal) => http.get<List<T>>(path, { query, signal });
  const getOne = (id: number, signal?: AbortSignal) =>
    http.get<One<T>>(`${path}/${id}`, { signal }).then((res) => res.data);
  return {
    list: (query: QueryParams) =>
      queryOptions({ queryKey: keys.list(query), queryFn: ({ signal }) => getList(query, signal) }),
    detail: (id: number) => queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => getOne(id, signal) }),
  };
}

/** Every row of a short list (brands, categories) for a select: the API allows 100 at most. */
export const optionsQuery = <T>(path: string, keys: EntityKeys) =>
  queryOptions({
    queryKey: keys.list({ limit: 100 }),
    queryFn: ({ signal }) => http.get<List<T>>(path, { query: { limit: 100 }, signal }).then((res) => res.data),
    staleTime: 5 * 60_000,
  });
