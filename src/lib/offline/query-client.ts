import { MutationCache, QueryClient } from '@tanstack/react-query';
import { HttpError, isUnreachable } from '../http/http-error';
import { saveChangeBeforeShowing, saveChangeOnceSent } from './offline-cache';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 429]);

/** Offline, a call is retried without limit: the retryer pauses until the connection is back. */
const shouldRetryQuery = (failures: number, error: unknown) =>
  isUnreachable(error) || (failures < 2 && !(error instanceof HttpError && NO_RETRY_STATUSES.has(error.status)));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation, { client }) => saveChangeBeforeShowing(client, mutation),
      onSuccess: (_data, _variables, _context, mutation, { client }) => saveChangeOnceSent(client, mutation),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept a day, so a cache persisted for offline use is not dropped on restore.
        gcTime: 24 * 60 * 60_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: (_failures, error) => isUnreachable(error), retryDelay: 1000 },
    },
  });
}

export const queryClient = createQueryClient();
