import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pickPositiveInt, pickText, useParamsChange } from '../url-state';

/**
 * useListParams for a screen with several lists: each list keeps its keys under a prefix
 * (`p.page`, `p.search`, `d.page`…), and a change resets only its own list's page.
 */
export function useScopedParams(prefix: string) {
  const [params] = useSearchParams();
  const get = (key: string) => params.get(prefix + key) ?? '';
  const getAll = (key: string) => params.getAll(prefix + key);
  const set = useParamsChange(prefix);
  const page = pickPositiveInt(params, `${prefix}page`, 1);
  const setPage = useCallback((next: number) => set({ page: next > 1 ? next : null }), [set]);
  return { get, getAll, set, page, setPage, search: pickText(params, `${prefix}search`) };
}

export type ScopedParams = ReturnType<typeof useScopedParams>;
