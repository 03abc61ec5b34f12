import { IsRestoringProvider } from '@tanstack/react-query';
import { useAtomSnapshot } from '../lib/hooks/use-atom-snapshot';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { openUserCache } from '../lib/offline/offline-cache';
import { queryClient } from '../lib/offline/query-client';
import { userAtom } from '../lib/session';

/**
 * Restores the signed-in user's persisted cache (on start and after sign-in). Screens render at
 * once; their queries wait the moment it takes, then show the last-known data.
 */
export function UserCacheRestore({ children }: { children: ReactNode }) {
  const userId = useAtomSnapshot(userAtom)?.id ?? null;
  const [restoredFor, setRestoredFor] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null) return setRestoredFor(null);
    let live = true;
    // The screens' first render with their data: in slices that yield to the browser, not one long task.
    void openUserCache(queryClient, userId).then(() => live && startTransition(() => setRestoredFor(userId)));
    return () => {
      live = false;
    };
  }, [userId]);

  return <IsRestoringProvider value={userId !== null && restoredFor !== userId}>{children}</IsRestoringProvider>;
}
