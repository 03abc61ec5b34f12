import type { DehydratedState } from '@tanstack/react-query';
import { orderMutationKeys } from '../api/order-keys';
import type { OrderStatusVariables } from './order-status-change';

type PersistedChange = DehydratedState['mutations'][number];

/** A bottles change (`POST /bottle`), as builds before a delivery carried its bottles queued it. */
interface EarlierBottles {
  orderHistoryId: number;
  number: number;
  count: number;
}

const keyed = (key: readonly string[]) => (change: PersistedChange) =>
  JSON.stringify(change.mutationKey) === JSON.stringify(key);
const isEarlierBottles = keyed(['bottle']);
const isStatusChange = keyed(orderMutationKeys.status);
const statusOf = (change: PersistedChange) => change.state.variables as OrderStatusVariables;
const bottlesOf = (change: PersistedChange) => change.state.variables as EarlierBottles;
const withVariables = (change: PersistedChange, variables: OrderStatusVariables): PersistedChange => ({
  ...change,
  mutationKey: orderMutationKeys.status,
  state: { ...change.state, variables },
});

/**
 * The upgrade step for courier changes persisted by an earlier build, run as the queue is restored: each
 * bottles change becomes part of its order's delivery. A delivery queued beside it carries the count; one
 * alone (its delivery already sent) becomes a delivery with the bottles, which the server answers as a
 * replay when it has that count, and otherwise refuses, so it stays under "Yuborilmadi" for the courier.
 */
export function upgradeQueuedChanges(changes: readonly PersistedChange[]): PersistedChange[] {
  const queuedDeliveries = new Set(
    changes.filter((c) => isStatusChange(c) && statusOf(c).status === 'delivered').map((c) => statusOf(c).id),
  );
  const counts = new Map<number, number>();
  for (const change of changes.filter(isEarlierBottles))
    counts.set(bottlesOf(change).orderHistoryId, bottlesOf(change).count);

  return changes.flatMap((change) => {
    if (isEarlierBottles(change)) {
      const { orderHistoryId: id, number, count } = bottlesOf(change);
      return queuedDeliveries.has(id)
        ? []
        : [withVariables(change, { id, number, status: 'delivered', bottlesReturned: count })];
    }
    if (!isStatusChange(change) || statusOf(change).status !== 'delivered') return [change];
    const count = counts.get(statusOf(change).id);
    return count === undefined ? [change] : [withVariables(change, { ...statusOf(change), bottlesReturned: count })];
  });
}
