import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderChangeVariables } from '../api/apply-order-change';
import { orderMutationKeys } from '../api/order-keys';

/** A change the server does not have yet, and when the courier made it. */
export interface PendingOrderChange {
  variables: OrderChangeVariables;
  submittedAt: number;
}

export interface QueuedChange {
  /** The order's changes the server does not have yet, oldest first. */
  pending: PendingOrderChange[];
  /** The version the order will have once the queued changes land: what the next change must carry. */
  nextVersion?: number;
}

const changeKeys = [orderMutationKeys.status, orderMutationKeys.bottle].map((key) => JSON.stringify(key));
export const isOrderChange = (mutation: { options: { mutationKey?: MutationKey } }) =>
  changeKeys.includes(JSON.stringify(mutation.options.mutationKey));

/** Changes, by order id, that the server does not have yet: in flight, or queued offline. */
export function toQueuedChanges(pending: readonly PendingOrderChange[]): ReadonlyMap<number, QueuedChange> {
  const changes = new Map<number, QueuedChange>();
  for (const change of pending) {
    const { variables } = change;
    const id = 'orderHistoryId' in variables ? variables.orderHistoryId : variables.id;
    const earlier = changes.get(id);
    const version = 'version' in variables ? variables.version : undefined;
    changes.set(id, {
      pending: [...(earlier?.pending ?? []), change],
      nextVersion: version === undefined ? earlier?.nextVersion : version + 1,
    });
  }
  return changes;
}

export function useQueuedOrderChanges(): ReadonlyMap<number, QueuedChange> {
  const pending = useMutationState<PendingOrderChange>({
    filters: { status: 'pending', predicate: isOrderChange },
    select: (mutation) => ({
      variables: mutation.state.variables as OrderChangeVariables,
      submittedAt: mutation.state.submittedAt,
    }),
  });
  return useMemo(() => toQueuedChanges(pending), [pending]);
}
