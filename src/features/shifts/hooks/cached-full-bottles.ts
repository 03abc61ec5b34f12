import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { OrderHistoryDetail } from '../../../contract/order-history';

/**
 * The full bottles an order hands out, from the lines the phone keeps of every order of the run
 * (useOwnOrdersOffline): the server counts the same, returnable lines of a delivered order.
 */
export function cachedFullBottles(client: QueryClient, orderId: number): number | undefined {
  const lines = client.getQueryData<OrderHistoryDetail>(orderKeys.detail(orderId))?.lines;
  return lines?.reduce((sum, line) => sum + (line.product.isReturnable ? line.quantity : 0), 0);
}
