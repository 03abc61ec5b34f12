import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { OrderHistory } from '../../../contract/order-history';
import type { OrderHistoryPatchBody } from '../../../contract/schemas/order-history';
import { http } from '../../../lib/http/http';
import { courierKeys } from '../../../api/courier';
import { toastError } from '../../../lib/toast';
import { orderKeys } from '../../../api/order-history';

export interface OrderChange {
  order: Pick<OrderHistory, 'id' | 'number' | 'version'>;
  body: Omit<OrderHistoryPatchBody, 'version'>;
}

export const patchOrder = ({ order, body }: OrderChange) =>
  http
    .patch<One<OrderHistory>>(`/order-history/${order.id}`, { ...body, version: order.version })
    .then((res) => res.data);

/**
 * An admin's change, sent at once (not queued like a courier's): a stale `version` comes back
 * as the server's 409 message in a toast and the lists refetch.
 */
export function useOrderChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: patchOrder,
    onError: (error, { order }) => toastError(error, `Buyurtma №${order.number}`),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: courierKeys.all }),
      ]),
  });
}
