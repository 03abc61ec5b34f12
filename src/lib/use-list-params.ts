import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortOrder } from '../contract/enums';
import type { QueryParams } from './query-string';

export interface ListParamsOptions<Sort extends string> {
  /** The fields the list may sort by; anything else in the URL falls back to `defaultSort`. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder?: SortOrder;
  defaultLimit?: number;
}

/** A change to the URL: a string, a list (repeated keys) or `''`/`[]`/`null` to remove the key. */
export type ParamsChange = Record<string, string | number | readonly string[] | null | undefined>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The values of `key` that are in `allowed`, in `allowed`'s order (unknown ones dropped). */
export const pickAll = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] =>
  allowed.filter((value) => params.getAll(key).includes(value));

/** `key` if it is one of `allowed`, else `''`. */
export const pickOne = <T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | '' => {
  const value = params.get(key);
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : '';
};

/** `key` if it is a `YYYY-MM-DD` date, else `''`. */
export const pickDate = (params: URLSearchParams, key: string): string => {
  const value = params.get(key) ?? '';
  return DATE.test(value) ? value : '';
};

export function applyChange(current: URLSearchParams, change: ParamsChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(change)) {
    next.delete(key);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== null && v !== undefined && v !== '') next.append(key, String(v));
  }
  // A new filter, sort or search shows its first page.
  if (!('page' in change)) next.delete('page');
  return next;
}

/**
 * Paging, sorting, search and filters of an admin list, all in the URL query string, so reload
 * and Back keep them. `params` reads any filter (pair with pickAll/pickOne/pickDate); `set`
 * writes some keys and resets `page` to 1 unless it is one of them; `query` is what a list call
 * sends: page, limit, sort, order, search.
 */
export function useListParams<Sort extends string>({
  sorts,
  defaultSort,
  defaultOrder = 'desc',
  defaultLimit = 20,
}: ListParamsOptions<Sort>) {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const limit = Math.min(100, positive(params.get('limit'), defaultLimit));
  const sortParam = params.get('sort');
  const sort = (sorts as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : defaultSort;
  const order: SortOrder = params.get('order') === 'asc' || params.get('order') === 'desc' ? (params.get('order') as SortOrder) : defaultOrder;
  const search = params.get('search')?.trim() ?? '';

  const set = useCallback(
    (change: ParamsChange) => setParams((current) => applyChange(current, change), { replace: true }),
    [setParams],
  );
  const setPage = useCallback((next: number) => set({ page: next > 1 ? next : null }), [set]);
  const setSearch = useCallback((text: string) => set({ search: text }), [set]);
  /** The same field flips the order; a new field starts descending. */
  const toggleSort = useCallback(
    (key: string) => set({ sort: key, order: key === sort && order === 'desc' ? 'asc' : 'desc' }),
    [set, sort, order],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  const query = useMemo<QueryParams>(() => ({ page, limit, sort, order, search }), [page, limit, sort, order, search]);
  return { params, page, limit, sort, order, search, query, set, setPage, setSearch, toggleSort, clear };
}

export type ListParams = ReturnType<typeof useListParams>;
