import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Notification } from '../../../contract/notification';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { notificationKeys } from './notification-keys';

export const getNotifications = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<Notification>>('/notification', { query, signal });

export const notificationsQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
  });
