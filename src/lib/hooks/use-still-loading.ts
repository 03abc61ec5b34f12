import { useIsRestoring } from '@tanstack/react-query';

/**
 * Whether the queries' first answers are still to come: loading by their own flags, or waiting while the
 * offline copy is read. Queries neither fetch nor say they are loading then, and a screen that trusted their
 * flags would show "no data" for a moment, then jump when the copy or the answer arrives.
 */
export function useStillLoading(...queries: { isLoading: boolean }[]): boolean {
  const restoring = useIsRestoring();
  return restoring || queries.some((query) => query.isLoading);
}
