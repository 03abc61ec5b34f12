import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage, HttpError } from '../../../lib/http-error';
import { COURIER_CHANGES_SCOPE } from './order-keys';

const REFUSALS = new Set([403, 404, 409]);

/** The server said no to this change: replaying it will never succeed. */
export const isRefusal = (error: unknown) => error instanceof HttpError && REFUSALS.has(error.status);

// A dead zone often looks "online" to the browser: a failed fetch is retried (for ~25 min), not dropped.
export const retryChange = (failures: number, error: unknown) =>
  error instanceof HttpError ? error.status >= 500 && failures < 3 : failures < 50;

export const retryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);

export function toastRefusal(label: string, error: unknown): void {
  const text = `${label}: ${errorMessage(error)}`;
  toast.error(text, { id: text });
}

/** True for the last change of the queue; refetching earlier would undo the later ones' optimistic state. */
export const isLastQueuedChange = (client: QueryClient) =>
  client.isMutating({ predicate: (m) => m.options.scope?.id === COURIER_CHANGES_SCOPE.id }) <= 1;
