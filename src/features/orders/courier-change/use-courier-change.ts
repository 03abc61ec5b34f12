import { useCallback, useEffect, useRef } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { useOrderStatusMutation, type OrderStatusVariables } from './order-status-change';
import { useQueuedOrderChanges } from './use-queued-order-changes';

export type CourierChange = Omit<OrderStatusVariables, 'id' | 'number' | 'version'>;

/**
 * A courier's change to an order, queued with the version the courier saw, carried past their own changes
 * still queued for it. The function stays the same for the screen's life, so memoised rows do not re-render.
 */
export function useCourierChange(): (order: OrderHistory, change: CourierChange) => void {
  const { mutate } = useOrderStatusMutation();
  const queued = useQueuedOrderChanges();
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
  const changeRef = useRef(change);
  useEffect(() => void (changeRef.current = change), [change]);
  return useCallback((order, variables) => changeRef.current(order, variables), []);
}
