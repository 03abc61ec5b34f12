import { useMutationState, type MutationKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { OrderStatus } from '../../../contract/enums';
import type { BottleVariables } from '../api/post-bottle';
import type { OrderStatusVariables } from '../api/update-order-status';
import { orderMutationKeys } from '../api/order-keys';

export interface QueuedChange {
  status?: OrderStatus;
  bottles?: number;
  /** The version the order will have once the queued changes land: what the next change must carry. */
  nextVersion?: number;
}

export type OrderChangeVariables = OrderStatusVariables | BottleVariables;

const changeKeys = [orderMutationKeys.status, orderMutationKeys.bottle].map((key) => JSON.stringify(key));
export const isOrderChange = (mutation: { options: { mutationKey?: MutationKey } }) =>
  changeKeys.includes(JSON.stringify(mutation.options.mutationKey));

/** Changes, by order id, that the server does not have yet: in flight, or queued offline. */
export function toQueuedChanges(pending: readonly OrderChangeVariables[]): ReadonlyMap<number, QueuedChange> {
  const changes = new Map<number, QueuedChange>();
  for (const variables of pending) {
    if ('orderHistoryId' in variables) {
      const id = variables.orderHistoryId;
      changes.set(id, { ...changes.get(id), bottles: variables.count });
    } else {
      const earlier = changes.get(variables.id);
      changes.set(variables.id, {
        ...earlier,
        status: variables.status,
        bottles: variables.bottlesReturned ?? earlier?.bottles,
        nextVersion: variables.version === undefined ? earlier?.nextVersion : variables.version + 1,
      });
    }
  }
  return changes;
}

export function useQueuedOrderChanges(): ReadonlyMap<number, QueuedChange> {
  const pending = useMutationState<OrderChangeVariables>({
    filters: { status: 'pending', predicate: isOrderChange },
    select: (mutation) => mutation.state.variables as OrderChangeVariables,
  });
  return useMemo(() => toQueuedChanges(pending), [pending]);
}
