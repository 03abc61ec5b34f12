import { useIsMutating, useQueryClient, type MutationKey, type MutationStatus, type QueryClient } from '@tanstack/react-query';

/** Just what is read of a Mutation: the persister packages bring their own copy of its type. */
export interface MutationLike {
  options: { mutationKey?: MutationKey };
  state: { status: MutationStatus };
}

/**
 * A change the server does not have yet and that survives a reload: pending (in flight, queued
 * or paused offline) and registered with setMutationDefaults, so it can run again after a restore.
 */
export function isOfflineChange(client: QueryClient, mutation: MutationLike): boolean {
  const key = mutation.options.mutationKey;
  return mutation.state.status === 'pending' && key !== undefined && !!client.getMutationDefaults(key).mutationFn;
}

/** How many changes are waiting to reach the server (the header's `Yuborilmagan oʻzgarishlar: N`). */
export function usePendingChangesCount(): number {
  const client = useQueryClient();
  return useIsMutating({ predicate: (mutation) => isOfflineChange(client, mutation) });
}
