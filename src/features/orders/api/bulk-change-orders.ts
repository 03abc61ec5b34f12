import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import type { One } from '../../../contract/envelope';
import type { BulkOrderResult } from '../../../contract/order-history';
import type { OrderHistoryBulkBody } from '../../../contract/schemas/order-history';
import { http } from '../../../lib/http/http';
import { courierKeys } from '../../../api/courier';
import { toastError } from '../../../lib/toast';
import type { SelectedOrder } from '../hooks/order-selection';

export interface BulkChange {
  orders: readonly SelectedOrder[];
  change: OrderHistoryBulkBody['change'];
}

/** `POST /order-history/bulk` with the versions the admin saw: an order changed since is refused, not overwritten. */
export const postBulkChange = ({ orders, change }: BulkChange) =>
  http
    .post<One<BulkOrderResult[]>>('/order-history/bulk', {
      ids: orders.map((o) => o.id),
      versions: orders.map((o) => o.version),
      change,
    })
    .then((res) => res.data);

export function useBulkOrderChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postBulkChange,
    onError: (error) => toastError(error),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: courierKeys.all }),
      ]),
  });
}
