import { useMutationState } from '@tanstack/react-query';
import { failureText } from '../../../lib/offline/offline-changes';
import type { OrderStatusVariables } from './order-status-change';
import { isOrderChange } from './use-queued-order-changes';

export interface FailedOrderChange {
  mutationId: number;
  variables: OrderStatusVariables;
  /** What the server said (UZ.md, conflict). */
  message: string;
}

/** The courier's order changes the server did not take, oldest first: they wait for a decision. */
export const useFailedOrderChanges = (): FailedOrderChange[] =>
  useMutationState({
    filters: { status: 'error', predicate: isOrderChange },
    select: (mutation) => ({
      mutationId: mutation.mutationId,
      variables: mutation.state.variables as OrderStatusVariables,
      message: failureText(mutation.state.error),
    }),
  });
