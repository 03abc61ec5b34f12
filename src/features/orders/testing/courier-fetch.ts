import type { OrderHistory } from '../../../contract/order-history';
import { makeOrder } from './make-order';

const list = (data: unknown[]) => ({ data, meta: { page: 1, limit: 100, total: data.length, totalPages: 1 } });

/**
 * `fetch` as the courier's orders screen meets it: `run()` as the courier's own orders, one order to take, an order's
 * detail (the run's first) and the new-order flag. Every address asked for is pushed to `urls`.
 */
export function courierFetch(run: () => OrderHistory[], urls: string[] = []) {
  return async (url: string) => {
    urls.push(url);
    const body = url.startsWith('/api/order-history/new-and-not-delivered')
      ? url.includes('unassigned=true')
        ? list([makeOrder({ id: 9, number: 10050, courierId: null, status: 'pending' })])
        : list(run())
      : url.startsWith('/api/order-history/')
        ? { data: { ...run()[0], lines: [], events: [] } }
        : { data: { isRead: true, lastOrderAt: null } };
    return new Response(JSON.stringify(body));
  };
}
