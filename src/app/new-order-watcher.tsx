import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderKeys } from '../api/order-history';
import { notificationKeys } from '../features/notifications/api/notification-keys';
import { newOrderQueryOptions } from '../features/orders/api/get-new-order';
import { markNewOrderRead } from '../features/orders/api/mark-new-order-read';
import { newOrderKeys } from '../features/orders/api/order-keys';
import { beep } from '../features/orders/hooks/beep';
import { showToast } from '../lib/toast';

/**
 * On every admin screen: a new order (GET /new-order, polled every 10 s) chimes and toasts once, the open
 * orders and the bell's count refetch, and the flag is marked read, since the toast has told the admin.
 */
export default function NewOrderWatcher() {
  const client = useQueryClient();
  const { data } = useQuery(newOrderQueryOptions());
  const announced = useRef<string | null>(null);

  useEffect(() => {
    const at = data?.lastOrderAt;
    if (!data || data.isRead || !at || at === announced.current) return;
    announced.current = at;
    beep();
    showToast('Yangi buyurtma keldi!', 'new-order');
    void client.invalidateQueries({ queryKey: orderKeys.open() });
    void client.invalidateQueries({ queryKey: notificationKeys.unread() });
    markNewOrderRead().then(
      () => client.setQueryData(newOrderKeys.flag(), (flag) => flag && { ...flag, isRead: true }),
      () => {}, // the next poll says it again; `announced` keeps it from ringing twice
    );
  }, [client, data]);

  return null;
}
