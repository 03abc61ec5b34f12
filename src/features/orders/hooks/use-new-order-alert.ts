import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { newOrderQueryOptions } from '../api/get-new-order';
import { markNewOrderRead } from '../api/mark-new-order-read';
import { newOrderKeys } from '../api/order-keys';
import { beep } from './beep';
import { createNewOrderAlert } from './new-order-alert';
import { refetchOrdersToTake } from './refetch-orders-to-take';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};
const nav = () => navigator as BadgeNavigator;
/** Chrome refuses vibration (and logs an error) until the person has tapped the page. */
const vibrate = () => {
  if (navigator.userActivation?.hasBeenActive ?? true) nav().vibrate?.([200, 100, 200]);
};

/** Polls GET /new-order (NEW_ORDER_POLL_MS) while the courier orders screen is open. */
export function useNewOrderAlert(): void {
  const client = useQueryClient();
  const { data } = useQuery(newOrderQueryOptions());
  const [alert] = useState(() =>
    createNewOrderAlert({
      announce: () => {
        beep();
        vibrate();
        showToast('Yangi buyurtma keldi!', 'new-order');
      },
      refetchList: (lastOrderAt) => refetchOrdersToTake(client, lastOrderAt),
      setBadge: (count) =>
        void nav()
          .setAppBadge?.(count)
          .catch(() => {}),
      clearBadge: () =>
        void nav()
          .clearAppBadge?.()
          .catch(() => {}),
      isVisible: () => document.visibilityState === 'visible',
      markRead: async () => {
        await markNewOrderRead();
        client.setQueryData(newOrderKeys.flag(), (flag) => flag && { ...flag, isRead: true });
      },
    }),
  );

  useEffect(() => {
    if (data) void alert.onFlag(data);
  }, [alert, data]);

  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') void alert.onVisible();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [alert]);
}
