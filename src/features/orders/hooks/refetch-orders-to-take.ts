import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { List } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';

type Pages = InfiniteData<List<OrderHistory>>;

/** Whether the list holds the order the new-order flag is about (its newest, made at `lastOrderAt`) or a newer one. */
export const listShowsOrderSince = (pages: Pages | undefined, lastOrderAt: string) =>
  pages?.pages.some((page) => page.data.some((order) => Date.parse(order.createdAt) >= Date.parse(lastOrderAt))) ??
  false;

/**
 * Brings the orders to take up to the new order of the flag; resolves to how many wait for a courier. A fetch
 * already under way (the screen just opened) is waited for, not cancelled and sent again, and a list that then
 * holds the new order (the newest come first) is not asked for again.
 */
export async function refetchOrdersToTake(client: QueryClient, lastOrderAt: string): Promise<number> {
  const toTake = orderKeys.openSection('unassigned');
  const refetch = (queryKey: readonly unknown[], exact: boolean) =>
    client.refetchQueries({ queryKey, exact }, { cancelRefetch: false });
  if (client.getQueryState(toTake)?.fetchStatus === 'fetching') await refetch(toTake, true);
  if (!listShowsOrderSince(client.getQueryData<Pages>(toTake), lastOrderAt)) {
    await Promise.all([refetch(toTake, true), refetch(orderKeys.openCard(), false)]);
  }
  return client.getQueryData<Pages>(toTake)?.pages[0]?.meta.total ?? 0;
}
