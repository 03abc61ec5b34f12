import type { QueryClient } from '@tanstack/react-query';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { patchCachedOrder, restoreCachedOrder, type OrderSnapshot } from './order-cache';
import {
  COURIER_CHANGES_SCOPE,
  isLastQueuedChange,
  isRefusal,
  retryChange,
  retryDelay,
  toastChangeError,
} from '../../../lib/courier-changes';
import { orderKeys, orderMutationKeys } from './order-keys';
import { withStatus } from './optimistic-status';
import { postBottle, type BottleVariables } from './post-bottle';
import { patchOrderStatus, type OrderStatusVariables } from './update-order-status';

/**
 * The courier's order changes, by key, so a change queued offline and restored after
 * a reload still has its function. Called by src/app before the cache is restored.
 */
export function registerOrderMutations(queryClient: QueryClient): void {
  const onError = (error: Error, label: string, snapshot: OrderSnapshot | undefined) => {
    restoreCachedOrder(queryClient, snapshot);
    toastChangeError(label, error);
    if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const onSettled = () => {
    if (isLastQueuedChange(queryClient)) return queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  const shared = { scope: COURIER_CHANGES_SCOPE, retry: retryChange, retryDelay, onSettled };

  queryClient.setMutationDefaults(orderMutationKeys.status, {
    ...shared,
    mutationFn: (variables: OrderStatusVariables) => patchOrderStatus(variables),
    onMutate: async (variables: OrderStatusVariables): Promise<OrderSnapshot> => {
      await queryClient.cancelQueries({ queryKey: orderKeys.all });
      const me = store.get(userAtom);
      const ref = me && { id: me.id, fullName: me.fullName, phone: me.phone };
      return patchCachedOrder(queryClient, variables.id, (order) => withStatus(order, variables, ref));
    },
    onError: (error: Error, variables: OrderStatusVariables, snapshot: OrderSnapshot | undefined) =>
      onError(error, `Buyurtma #${variables.number}`, snapshot),
  });

  queryClient.setMutationDefaults(orderMutationKeys.bottle, {
    ...shared,
    mutationFn: (variables: BottleVariables) => postBottle(variables),
    onMutate: async ({ orderHistoryId, count }: BottleVariables): Promise<OrderSnapshot> => {
      await queryClient.cancelQueries({ queryKey: orderKeys.all });
      return patchCachedOrder(queryClient, orderHistoryId, (order) => ({ ...order, bottlesReturned: count }));
    },
    onError: (error: Error, variables: BottleVariables, snapshot: OrderSnapshot | undefined) =>
      onError(error, `Buyurtma #${variables.number}`, snapshot),
  });
}
