import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { HttpError, isUnreachable } from '../http/http-error';

/** Every courier change runs in this one queue, in the order it was made. */
export const COURIER_CHANGES_SCOPE = { id: 'courier-changes' };

const REFUSALS = new Set([403, 404, 409]);

/** The server said no to this change: replaying it will never succeed. */
export const isRefusal = (error: unknown) => error instanceof HttpError && REFUSALS.has(error.status);

// Unreached is never given up on: the retry waits, paused, until the connection is
// back, so a long dead zone cannot drop a change. A server error gets three tries.
export const retryChange = (failures: number, error: unknown) =>
  isUnreachable(error) || (error instanceof HttpError && error.status >= 500 && failures < 3);

export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

/** True for the last change of the queue; refetching earlier would undo the later ones' optimistic state. */
export const isLastQueuedChange = (client: QueryClient) =>
  client.isMutating({ predicate: (m) => m.options.scope?.id === COURIER_CHANGES_SCOPE.id }) <= 1;

/**
 * What every courier change's defaults share: the one ordered queue, its retries, and a refetch of
 * `listKey` once the last queued change has settled.
 */
export const courierChangeDefaults = (client: QueryClient, listKey: QueryKey) => ({
  scope: COURIER_CHANGES_SCOPE,
  retry: retryChange,
  retryDelay,
  onSettled: () => {
    if (isLastQueuedChange(client)) return client.invalidateQueries({ queryKey: listKey });
  },
});
