import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import type { UserRef } from '../../../contract/user';
import { orderMutationKeys } from '../api/order-keys';
import { applyOrderChange } from './apply-order-change';
import type { OrderStatusVariables } from './order-status-change';

/** A change the server does not have yet, and when the courier made it. */
export interface PendingOrderChange {
  variables: OrderStatusVariables;
  submittedAt: number;
}

export interface QueuedChange {
  /** The order's changes the server does not have yet, oldest first. */
  pending: PendingOrderChange[];
  /** The version the order will have once the queued changes land: what the next change must carry. */
  nextVersion?: number;
}

const statusKey = JSON.stringify(orderMutationKeys.status);
export const isOrderChange = (mutation: { options: { mutationKey?: MutationKey } }) =>
  JSON.stringify(mutation.options.mutationKey) === statusKey;

/** Changes, by order id, that the server does not have yet: in flight, or queued offline. */
export function toQueuedChanges(pending: readonly PendingOrderChange[]): ReadonlyMap<number, QueuedChange> {
  const changes = new Map<number, QueuedChange>();
  for (const change of pending) {
    const { variables } = change;
    const earlier = changes.get(variables.id);
    const { version } = variables;
    changes.set(variables.id, {
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
      variables: mutation.state.variables as OrderStatusVariables,
      submittedAt: mutation.state.submittedAt,
    }),
  });
  return useMemo(() => toQueuedChanges(pending), [pending]);
}

/** The order as it will be once the queued changes reach the server (a poll may land before they do). */
export function withQueued(
  order: OrderHistory,
  queued: QueuedChange | undefined,
  me: UserRef | null | undefined,
): OrderHistory {
  if (!queued) return order;
  return queued.pending.reduce(
    (next, { variables, submittedAt }) => applyOrderChange(next, variables, me, new Date(submittedAt).toISOString()),
    order,
  );
}
