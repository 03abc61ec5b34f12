import { useMutationState, useQueryClient, type Mutation } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistory } from '../../../contract/order-history';
import { findCached } from '../../../lib/cached-list';
import { cachedFullBottles } from './cached-full-bottles';
import type { QueuedEnd } from './queued-figures';

interface OrderEndVariables {
  id: number;
  status: string;
  bottlesReturned?: number;
  paymentMethod?: string;
  shiftId?: number;
}

// Order changes are the orders feature's: they are recognised here by their key's entity (every order
// key starts with 'order-history') and their shape.
const orderChanges = { mutationKey: orderKeys.all, status: 'pending' as const };
const isEnd = (mutation: Mutation<unknown, Error, unknown>) => {
  const variables = mutation.state.variables as Partial<OrderEndVariables> | undefined;
  return typeof variables?.id === 'number' && (variables.status === 'delivered' || variables.status === 'rejected');
};

/** The deliveries and rejections waiting in the queue, each with the order and its full bottles as the phone last saw them. */
export function useQueuedEnds(): QueuedEnd[] {
  const client = useQueryClient();
  return useMutationState({
    filters: { ...orderChanges, predicate: isEnd },
    select: (mutation) => {
      const { id, status, bottlesReturned, paymentMethod, shiftId } = mutation.state.variables as OrderEndVariables;
      const order = findCached<OrderHistory>(client, orderKeys.all, id);
      const fullBottles = status === 'delivered' ? cachedFullBottles(client, id) : undefined;
      return { status: status as QueuedEnd['status'], bottlesReturned, paymentMethod, shiftId, order, fullBottles };
    },
  });
}
