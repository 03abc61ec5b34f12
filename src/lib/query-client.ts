import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http-error';

const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 413, 415, 429]);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Kept a day, so a cache persisted for offline use is not dropped on restore.
        gcTime: 24 * 60 * 60_000,
        retry: (failures, error) =>
          failures < 2 && !(error instanceof HttpError && NO_RETRY_STATUSES.has(error.status)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
