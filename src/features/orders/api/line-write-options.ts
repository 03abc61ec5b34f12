import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '../../../lib/http-error';
import { orderKeys } from '../../../api/order-history';
import { orderLineKeys } from './order-keys';

/** What every order-line write does after it: a toast on failure, then the lines and the order's totals refetch. */
export const lineWriteOptions = (client: QueryClient, orderHistoryId: number) => ({
  onError: (error: Error) => toast.error(errorMessage(error), { id: errorMessage(error) }),
  onSettled: () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderLineKeys.list({ orderHistoryId }) }),
      client.invalidateQueries({ queryKey: orderKeys.all }),
    ]),
});
