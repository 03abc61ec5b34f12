import {
  useIsMutating,
  useMutationState,
  useQueryClient,
  type Mutation,
  type MutationKey,
  type MutationStatus,
  type QueryClient,
} from '@tanstack/react-query';
import { UNKNOWN_ERROR } from '../http/http-error';

/** Just what is read of a Mutation: the persister packages bring their own copy of its type. */
export interface MutationLike {
  options: { mutationKey?: MutationKey };
  state: { status: MutationStatus };
}

const isRegistered = (client: QueryClient, key: MutationKey | undefined) =>
  key !== undefined && !!client.getMutationDefaults(key).mutationFn;

/**
 * A change the server does not have yet and that survives a reload: pending (in flight, queued
 * or paused offline) and registered with setMutationDefaults, so it can run again after a restore.
 */
export function isOfflineChange(client: QueryClient, mutation: MutationLike): boolean {
  return mutation.state.status === 'pending' && isRegistered(client, mutation.options.mutationKey);
}

/**
 * A change the server refused (or kept failing) whose defaults say `meta: { keepWhenRefused: true }`
 * (a screen lists it to resend or discard): never dropped, it waits for the courier's decision.
 */
export function isFailedChange(client: QueryClient, mutation: MutationLike): boolean {
  const key = mutation.options.mutationKey;
  return (
    mutation.state.status === 'error' &&
    isRegistered(client, key) &&
    client.getMutationDefaults(key!).meta?.keepWhenRefused === true
  );
}

/** What the phone keeps (and persists) of the courier's changes: the waiting ones and the refused ones. */
export const isKeptChange = (client: QueryClient, mutation: MutationLike): boolean =>
  isOfflineChange(client, mutation) || isFailedChange(client, mutation);

/** How many changes are waiting to reach the server (the header's `Yuborilmagan oʻzgarishlar: N`). */
export function usePendingChangesCount(): number {
  const client = useQueryClient();
  return useIsMutating({ predicate: (mutation) => isOfflineChange(client, mutation) });
}

/** How many changes the server did not take and that wait for the courier (`Yuborilmadi: N`). */
export function useFailedChangesCount(): number {
  const client = useQueryClient();
  return useMutationState({ filters: { predicate: (mutation) => isFailedChange(client, mutation) } }).length;
}

/**
 * What the server said about a failed change. A change restored from storage holds its error as
 * plain JSON (an HttpError's `body` survives, its class does not).
 */
export function failureText(error: unknown): string {
  const body = (error as { body?: { meta?: { message?: string } } } | null)?.body;
  return body?.meta?.message || UNKNOWN_ERROR;
}

const findMutation = (client: QueryClient, mutationId: number) =>
  client.getMutationCache().find({ predicate: (mutation) => mutation.mutationId === mutationId });

/** Drops a failed change: the courier decided the server's state stands. */
export function discardChange(client: QueryClient, mutationId: number): void {
  const mutation = findMutation(client, mutationId);
  if (mutation) client.getMutationCache().remove(mutation);
}

/**
 * Sends a failed change again as a new change at the end of the queue (with `variables`, e.g. a
 * fresher version), and drops the failed one once the new one is written down.
 */
export function resendChange<V>(client: QueryClient, mutationId: number, variables: V): void {
  const failed = findMutation(client, mutationId) as Mutation<unknown, Error, V> | undefined;
  if (!failed) return;
  const again = client
    .getMutationCache()
    .build<unknown, Error, V, unknown>(client, { mutationKey: failed.options.mutationKey });
  client.getMutationCache().remove(failed);
  // A refusal again lands back in the failed list; nothing to handle here.
  void again.execute(variables).catch(() => {});
}
