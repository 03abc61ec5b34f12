import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import { patchCached, restoreCached, type CachedSnapshot } from '../../../lib/cached-list';
import { courierChangeDefaults, isRefusal } from '../../../lib/offline/courier-changes';
import { registerChangesUpgrade } from '../../../lib/offline/queued-changes-restore';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { applyOrderChange } from './apply-order-change';
import { placeAnswer } from '../api/place-answer';
import { registerRouteMutation } from '../api/set-route';
import { orderMutationKeys } from '../api/order-keys';
import { upgradeQueuedChanges } from './upgrade-queued-changes';
import { patchOrderStatus, type OrderStatusVariables } from './order-status-change';

type Snapshot = CachedSnapshot<OrderHistory>;

/**
 * The courier's order changes, by key, so a change queued offline and restored after
 * a reload still has its function. Called by src/app before the cache is restored.
 *
 * A change the server does not take is never dropped: it stays in the mutation cache as an
 * error (gcTime: Infinity; persisted with the waiting ones) and the orders screen lists it
 * under "Yuborilmadi" until the courier resends or discards it.
 */
export function registerOrderMutations(queryClient: QueryClient): void {
  const patch = (id: number, change: (order: OrderHistory) => OrderHistory) =>
    patchCached(queryClient, orderKeys.all, id, change);
  const onError = (error: Error, snapshot: Snapshot | undefined) => {
    restoreCached(queryClient, orderKeys.all, snapshot);
    if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  };
  // The server's answer goes into the cache in place of a refetch (placeAnswer), its version included, so
  // the courier's next change on this order is not taken for a stale one.
  const onSuccess = (order: OrderHistory | undefined, _variables: unknown, snapshot?: Snapshot) => {
    if (order?.id) placeAnswer(queryClient, order, store.get(userAtom)?.id, snapshot?.[0]?.[1]);
  };
  const shared = {
    ...courierChangeDefaults(queryClient, orderKeys.all),
    gcTime: Infinity,
    meta: { keepWhenRefused: true },
  };

  queryClient.setMutationDefaults(orderMutationKeys.status, {
    ...shared,
    mutationFn: (variables: OrderStatusVariables) => patchOrderStatus(variables),
    onMutate: async (variables: OrderStatusVariables): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: orderKeys.all });
      const me = store.get(userAtom);
      return patch(variables.id, (order) => applyOrderChange(order, variables, me));
    },
    onSuccess,
    onError: (error: Error, _variables: OrderStatusVariables, snapshot: Snapshot | undefined) =>
      onError(error, snapshot),
    // Answered changes are in the cache already; the lists refetch only after a change that failed.
    onSettled: (_order: OrderHistory | undefined, error: Error | null) => error && shared.onSettled(),
  });

  registerChangesUpgrade(upgradeQueuedChanges);
  registerRouteMutation(queryClient);
}
