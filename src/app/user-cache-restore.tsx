import { IsRestoringProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { openUserCache } from '../lib/offline/offline-cache';
import { queryClient } from '../lib/offline/query-client';
import { userAtom } from '../lib/session';

/**
 * Restores the signed-in user's persisted cache (on start and after sign-in). Screens render at
 * once; their queries wait the moment it takes, then show the last-known data.
 */
export function UserCacheRestore({ children }: { children: ReactNode }) {
  const userId = useAtomValue(userAtom)?.id ?? null;
  const [restoredFor, setRestoredFor] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null) return setRestoredFor(null);
    let live = true;
    void openUserCache(queryClient, userId).then(() => live && setRestoredFor(userId));
    return () => {
      live = false;
    };
  }, [userId]);

  return <IsRestoringProvider value={userId !== null && restoredFor !== userId}>{children}</IsRestoringProvider>;
}
