import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../api/order-history';
import { toastError } from '../../../lib/toast';
import { orderLineKeys } from './order-keys';

/** What every order-line write does after it: a toast on failure, then the lines and the order's totals refetch. */
export const lineWriteOptions = (client: QueryClient, orderHistoryId: number) => ({
  onError: (error: Error) => toastError(error),
  onSettled: () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderLineKeys.list({ orderHistoryId }) }),
      client.invalidateQueries({ queryKey: orderKeys.all }),
    ]),
});
