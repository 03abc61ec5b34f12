import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ParamsChange } from './use-list-params';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/**
 * useListParams for a screen with several lists: each list keeps its keys under a prefix
 * (`p.page`, `p.search`, `d.page`…), and a change resets only its own list's page.
 */
export function useScopedParams(prefix: string) {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(prefix + key) ?? '';
  const getAll = (key: string) => params.getAll(prefix + key);

  const set = useCallback(
    (change: ParamsChange) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            next.delete(prefix + key);
            for (const v of Array.isArray(value) ? value : [value]) {
              if (v !== null && v !== undefined && v !== '') next.append(prefix + key, String(v));
            }
          }
          if (!('page' in change)) next.delete(`${prefix}page`);
          return next;
        },
        { replace: true },
      ),
    [prefix, setParams],
  );

  const page = positive(params.get(`${prefix}page`));
  const setPage = useCallback((next: number) => set({ page: next > 1 ? next : null }), [set]);
  return { get, getAll, set, page, setPage, search: get('search').trim() };
}

export type ScopedParams = ReturnType<typeof useScopedParams>;
