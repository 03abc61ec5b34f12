import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderStatus } from '../../../contract/enums';
import type { BottleVariables } from '../api/post-bottle';
import type { OrderStatusVariables } from '../api/update-order-status';
import { orderMutationKeys } from '../api/order-keys';

export interface QueuedChange {
  status?: OrderStatus;
  bottles?: number;
}

type Variables = OrderStatusVariables | BottleVariables;

const changeKeys = [orderMutationKeys.status, orderMutationKeys.bottle].map((key) => JSON.stringify(key));
const isOrderChange = (mutation: { options: { mutationKey?: MutationKey } }) =>
  changeKeys.includes(JSON.stringify(mutation.options.mutationKey));

/** Changes, by order id, that the server does not have yet: in flight, or queued offline. */
export function toQueuedChanges(pending: readonly Variables[]): ReadonlyMap<number, QueuedChange> {
  const changes = new Map<number, QueuedChange>();
  for (const variables of pending) {
    if ('orderHistoryId' in variables) {
      const id = variables.orderHistoryId;
      changes.set(id, { ...changes.get(id), bottles: variables.count });
    } else {
      changes.set(variables.id, { ...changes.get(variables.id), status: variables.status });
    }
  }
  return changes;
}

export function useQueuedOrderChanges(): ReadonlyMap<number, QueuedChange> {
  const pending = useMutationState<Variables>({
    filters: { status: 'pending', predicate: isOrderChange },
    select: (mutation) => mutation.state.variables as Variables,
  });
  return useMemo(() => toQueuedChanges(pending), [pending]);
}
