import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import { shiftKeys, type CurrentShift } from '../../../api/shift';
import type { OrderHistory } from '../../../contract/order-history';
import { courierChangeDefaults, isRefusal } from '../../../lib/offline/courier-changes';
import { userAtom } from '../../../lib/session';
import { store } from '../../../lib/store';
import { postCloseShift, type CloseShiftVariables } from './close-shift';
import { cachedFullBottles } from '../hooks/cached-full-bottles';
import { withQueued } from '../hooks/queued-figures';
import { closingShift, openedShift } from './optimistic-shift';
import { postOpenShift, type OpenShiftVariables } from './open-shift';
import { shiftMutationKeys } from './shift-mutation-keys';

/**
 * Opening and closing a shift are courier changes (decision 2): in the one ordered queue with the
 * deliveries, kept through reloads and dead zones, sent once, and never dropped when refused.
 * Called by src/app before the persisted cache is restored.
 */
/** The current shift as it was before an optimistic change. */
interface Snapshot {
  before: CurrentShift | undefined;
}

export function registerShiftMutations(client: QueryClient): void {
  const currentKey = shiftKeys.current();
  /** Redraws the cached current shift as the server will have it; returns what it replaced. */
  const redraw = async (change: (current: CurrentShift) => CurrentShift) => {
    await client.cancelQueries({ queryKey: currentKey });
    const before = client.getQueryData<CurrentShift>(currentKey);
    client.setQueryData<CurrentShift>(currentKey, change(before ?? { data: null, meta: { cashLimit: null } }));
    return { before };
  };
  const onError = (error: Error, snapshot: Snapshot | undefined) => {
    client.setQueryData(currentKey, snapshot?.before);
    if (isRefusal(error)) void client.invalidateQueries({ queryKey: shiftKeys.all });
  };
  const shared = { ...courierChangeDefaults(client, shiftKeys.all), gcTime: Infinity, meta: { keepWhenRefused: true } };

  // A delivery or rejection that lands is drawn into the shift from its answer, as the server counts it (in
  // the shift that is not closed, so a closing one too), instead of reading the shift after every change
  // (issue 20). It is read only when the phone has no shift of the server's to draw into: this delivery
  // opened one, or an opening still waits for its id. Taking an order or handing it back changes no shift.
  client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.mutation.options.mutationKey?.[0] !== orderKeys.all[0]) return;
    const order = event.action.data as OrderHistory | undefined;
    if (order?.status !== 'delivered' && order?.status !== 'rejected') return;
    const current = client.getQueryData<CurrentShift>(currentKey);
    if (!current?.data?.id) return void client.invalidateQueries({ queryKey: currentKey });
    const fullBottles = order.status === 'delivered' ? cachedFullBottles(client, order.id) : undefined;
    const end = { status: order.status, bottlesReturned: order.bottlesReturned, order, fullBottles };
    client.setQueryData<CurrentShift>(currentKey, {
      ...current,
      data: { ...current.data, ...withQueued(current.data, [end]) },
    });
  });

  client.setMutationDefaults(shiftMutationKeys.open, {
    ...shared,
    mutationFn: (variables: OpenShiftVariables) => postOpenShift(variables),
    onMutate: ({ fullBottlesLoaded }: OpenShiftVariables) =>
      redraw((current) => {
        const me = store.get(userAtom);
        if (current.data || !me) return current;
        return { ...current, data: openedShift(fullBottlesLoaded, me) };
      }),
    onError: (error: Error, _variables: OpenShiftVariables, snapshot: Snapshot | undefined) => onError(error, snapshot),
  });

  client.setMutationDefaults(shiftMutationKeys.close, {
    ...shared,
    mutationFn: (variables: CloseShiftVariables) => postCloseShift(variables),
    onMutate: (variables: CloseShiftVariables) =>
      redraw((current) => (current.data ? { ...current, data: closingShift(current.data, variables) } : current)),
    onError: (error: Error, _variables: CloseShiftVariables, snapshot: Snapshot | undefined) =>
      onError(error, snapshot),
  });
}
