import { queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Notification } from '../../../contract/notification';
import { http } from '../../../lib/http/http';
import { notificationKeys } from './notification-keys';

/** One notification, through the list's `id` filter (API.md has no GET /notification/{id}). */
export const getNotification = (id: number, signal?: AbortSignal) =>
  http.get<List<Notification>>('/notification', { query: { id, limit: 1 }, signal }).then((res) => res.data[0] ?? null);

export const notificationQueryOptions = (id: number) =>
  queryOptions({ queryKey: notificationKeys.detail(id), queryFn: ({ signal }) => getNotification(id, signal) });
