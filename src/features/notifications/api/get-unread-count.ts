import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http/http';
import { notificationKeys } from './notification-keys';

export const UNREAD_POLL_MS = 30_000;

export const getUnreadCount = (signal?: AbortSignal) =>
  http.get<One<number>>('/notification/no-read-notifications', { signal }).then((res) => res.data);

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    // The count restored from the offline cache may predate the last one read: asked again on every start.
    staleTime: 0,
  });
