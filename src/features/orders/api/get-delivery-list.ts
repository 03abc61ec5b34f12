import { queryOptions } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { OrderLine } from '../../../contract/order';
import type { OrderHistory } from '../../../contract/order-history';
import { getOrderLines } from './get-order-lines';
import { getAdminOpenOrders } from './get-admin-open-orders';

export interface DeliveryStop {
  order: OrderHistory;
  lines: OrderLine[];
}

/**
 * A courier's open orders with their lines, for the printed delivery list, in the order the courier will drive
 * them: the server lists one courier's run by its route, then by delivery date, oldest first.
 */
export const deliveryListQueryOptions = (courierId: number) => {
  const query = { status: 'courier', courierId, limit: 100 };
  return queryOptions({
    queryKey: [...orderKeys.openPage(query), 'delivery-list'] as const,
    queryFn: async ({ signal }): Promise<DeliveryStop[]> => {
      const orders = (await getAdminOpenOrders(query, signal)).data;
      const lines = await Promise.all(orders.map((order) => getOrderLines(order.id, signal)));
      return orders.map((order, i) => ({ order, lines: lines[i]!.data }));
    },
  });
};
