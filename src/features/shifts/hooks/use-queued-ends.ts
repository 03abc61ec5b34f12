import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import { findCached } from '../../../lib/cached-list';
import { COURIER_CHANGES_SCOPE } from '../../../lib/courier-changes';
import type { QueuedEnd } from './queued-figures';

interface OrderEndVariables {
  id: number;
  status: string;
  bottlesReturned?: number;
  paymentMethod?: string;
}

// Order changes are the orders feature's: they are recognised here by their queue and their shape.
const isQueuedEnd = (mutation: Mutation<unknown, Error, unknown>) => {
  const variables = mutation.state.variables as Partial<OrderEndVariables> | undefined;
  return (
    mutation.options.scope?.id === COURIER_CHANGES_SCOPE.id &&
    mutation.state.status === 'pending' &&
    typeof variables?.id === 'number' &&
    (variables.status === 'delivered' || variables.status === 'rejected')
  );
};

/** The deliveries and rejections waiting in the queue, each with the order as the phone last saw it. */
export function useQueuedEnds(): QueuedEnd[] {
  const client = useQueryClient();
  return useMutationState({
    filters: { predicate: isQueuedEnd },
    select: (mutation) => {
      const { id, status, bottlesReturned, paymentMethod } = mutation.state.variables as OrderEndVariables;
      const order = findCached<OrderHistory>(client, orderKeys.all, id);
      return { status: status as QueuedEnd['status'], bottlesReturned, paymentMethod, order };
    },
  });
}
