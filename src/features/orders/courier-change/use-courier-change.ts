import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import type { OrderHistory } from '../../../contract/order-history';
import type { CachedSnapshot } from '../../../lib/cached-list';
import { orderMutationKeys } from '../api/order-keys';
import type { OrderStatusVariables } from './order-status-change';
import type { QueuedChange } from './use-queued-order-changes';

// A courier's change, from the button down (decision 2):
// - this hook queues it, by key, with the version the courier saw;
// - register-order-mutations.ts gives that key its function (order-status-change.ts, one PATCH), its place in
//   the one ordered queue, the optimistic update (apply-order-change.ts, the contract's state machine) and
//   the server's answer into the cache (../api/place-answer.ts);
// - the queue is persisted and restored by src/lib/offline-cache.ts; upgrade-queued-changes.ts upgrades what
//   an earlier build persisted;
// - use-queued-order-changes.ts draws the changes still queued over the lists; use-failed-order-changes.ts
//   and failed-changes.tsx show the refused ones ("Yuborilmadi") until the courier resends or discards them.

export type CourierChange = Omit<OrderStatusVariables, 'id' | 'number' | 'version'>;

/**
 * A courier's change to an order, queued with the version the courier saw, carried past their own changes
 * still queued for it (`queued`, the screen's useQueuedOrderChanges). The function stays the same for the
 * screen's life, so memoised rows do not re-render.
 */
export function useCourierChange(
  queued: ReadonlyMap<number, QueuedChange>,
): (order: OrderHistory, change: CourierChange) => void {
  const { mutate } = useMutation<OrderHistory, Error, OrderStatusVariables, CachedSnapshot<OrderHistory>>({
    mutationKey: orderMutationKeys.status,
  });
  const change = useCallback(
    (order: OrderHistory, variables: CourierChange) =>
      mutate({
        id: order.id,
        number: order.number,
        version: queued.get(order.id)?.nextVersion ?? order.version,
        ...variables,
      }),
    [mutate, queued],
  );
  return useStableCallback(change);
}
