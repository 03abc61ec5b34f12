import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sortOrders, type SortOrder } from '../../contract/enums';
import type { QueryParams } from '../http/query-string';
import { pickCursor, pickOne, pickPositiveInt, pickText, useParamsChange } from '../url-state';

/** Where a keyset-paged list's page starts or ends (the order lists' `meta.next` / `meta.prev`). */
export type PageCursor = { after: string } | { before: string };

export interface ListParamsOptions<Sort extends string> {
  /** The fields the list may sort by; anything else in the URL falls back to `defaultSort`. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder?: SortOrder;
  defaultLimit?: number;
}

/**
 * Paging, sorting, search and filters of an admin list, all in the URL query string, so reload
 * and Back keep them. `params` reads any filter (with the pickers of url-state.ts); `set`
 * writes some keys and resets `page` to 1 unless it is one of them; `query` is what a list call
 * sends: page, limit, sort, order, search, and the page's cursor when it has one (`setPageAt`).
 */
export function useListParams<Sort extends string>({
  sorts,
  defaultSort,
  defaultOrder = 'desc',
  defaultLimit = 20,
}: ListParamsOptions<Sort>) {
  const [params, setParams] = useSearchParams();
  const page = pickPositiveInt(params, 'page', 1);
  const limit = Math.min(100, pickPositiveInt(params, 'limit', defaultLimit));
  const sort = pickOne(params, 'sort', sorts) || defaultSort;
  const order = pickOne(params, 'order', sortOrders) || defaultOrder;
  const search = pickText(params, 'search');
  const after = pickCursor(params, 'after');
  const before = pickCursor(params, 'before');

  const set = useParamsChange();
  const setPage = useCallback(
    (next: number) => set({ page: next > 1 ? next : null, after: null, before: null }),
    [set],
  );
  /** Page `next` by its cursor: the list reads from that row instead of counting past the pages before. */
  const setPageAt = useCallback(
    (next: number, cursor: PageCursor) =>
      next > 1
        ? set({
            page: next,
            after: 'after' in cursor ? cursor.after : null,
            before: 'before' in cursor ? cursor.before : null,
          })
        : set({ page: null, after: null, before: null }),
    [set],
  );
  const setSearch = useCallback((text: string) => set({ search: text }), [set]);
  /** A page size the list offers (20, 50, 100); the default one leaves the URL clean. */
  const setLimit = useCallback(
    (next: number) => set({ limit: next === defaultLimit ? null : next }),
    [set, defaultLimit],
  );
  /** The same field flips the order; a new field starts descending. */
  const toggleSort = useCallback(
    (key: string) => set({ sort: key, order: key === sort && order === 'desc' ? 'asc' : 'desc' }),
    [set, sort, order],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);

  const query = useMemo<QueryParams>(
    () => ({ page, limit, sort, order, search, ...(after && { after }), ...(before && { before }) }),
    [page, limit, sort, order, search, after, before],
  );
  return {
    params,
    page,
    limit,
    sort,
    order,
    search,
    query,
    set,
    setPage,
    setPageAt,
    setSearch,
    setLimit,
    toggleSort,
    clear,
  };
}

export type ListParams = ReturnType<typeof useListParams>;
