import { useMutation, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import { courierChangeDefaults } from '../../../lib/offline/courier-changes';
import { http } from '../../../lib/http/http';
import { orderMutationKeys } from './order-keys';
import { reorderRun } from './route-order';

export interface RouteVariables {
  /** The courier's open orders in the order they will drive them. */
  ids: number[];
}

type Pages = InfiniteData<List<OrderHistory>>;
const runKey = orderKeys.openSection('mine');

const runIds = (client: QueryClient) =>
  new Set(client.getQueryData<Pages>(runKey)?.pages.flatMap((page) => page.data.map((order) => order.id)) ?? []);

/**
 * Sent when its turn in the queue comes: orders that left the run meanwhile (a delivery queued before it)
 * are no longer the courier's open orders, and the server would refuse the whole call for them.
 */
async function sendRoute(client: QueryClient, { ids }: RouteVariables) {
  const open = runIds(client);
  const still = ids.filter((id) => open.has(id));
  if (still.length > 0) await http.patch('/order-history/route', { ids: still });
}

function showRoute(client: QueryClient, { ids }: RouteVariables): Pages | undefined {
  const before = client.getQueryData<Pages>(runKey);
  if (!before?.pages[0]) return before;
  const [first, ...rest] = before.pages;
  const data = reorderRun(first.data, ids);
  client.setQueryData<Pages>(runKey, { ...before, pages: [{ ...first, data }, ...rest] });
  return before;
}

/**
 * The courier's route, in the one queue of courier changes (offline it waits like the others). Its order
 * shows at once; a refusal puts the run back as the server has it. Not kept when refused: a route is a plan,
 * and the next one replaces it.
 */
export function registerRouteMutation(client: QueryClient): void {
  client.setMutationDefaults(orderMutationKeys.route, {
    ...courierChangeDefaults(client, runKey),
    gcTime: Infinity,
    mutationFn: (variables: RouteVariables) => sendRoute(client, variables),
    onMutate: async (variables: RouteVariables) => {
      await client.cancelQueries({ queryKey: runKey });
      return showRoute(client, variables);
    },
    onSettled: undefined,
    onError: () => void client.invalidateQueries({ queryKey: runKey }),
  });
}

export const useRouteMutation = () =>
  useMutation<void, Error, RouteVariables>({ mutationKey: orderMutationKeys.route });
