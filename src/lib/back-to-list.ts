import { useLocation } from 'react-router-dom';

/** Link state for opening a form from a list, so saving or cancelling returns to the same filters and page. */
export function useListState(): { back: string } {
  const { pathname, search } = useLocation();
  return { back: `${pathname}${search}` };
}

/** Where a form goes back to: the list it was opened from, or `list` itself. */
export function useBackTo(list: string): string {
  const state: unknown = useLocation().state;
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(list) ? back : list;
}
