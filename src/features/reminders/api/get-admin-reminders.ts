import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import { http } from '../../../lib/http';
import type { QueryParams } from '../../../lib/query-string';
import { reminderKeys } from './reminder-keys';

export const getAdminReminders = (query: QueryParams, signal?: AbortSignal) =>
  http.get<List<Reminder>>('/reminder', { query, signal });

export const adminRemindersQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: reminderKeys.adminList(query),
    queryFn: ({ signal }) => getAdminReminders(query, signal),
    placeholderData: keepPreviousData,
  });
