import { infiniteQueryOptions } from '@tanstack/react-query';
import type { List } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import { http } from '../../../lib/http';
import { reminderKeys, type ReminderFilters } from './reminder-keys';

const PAGE_LIMIT = 50;

/** Oldest first, so overdue and today's reminders come before the upcoming ones. */
export const getReminders = (filters: ReminderFilters, page: number, signal?: AbortSignal) =>
  http.get<List<Reminder>>('/reminder', {
    query: { ...filters, page, limit: PAGE_LIMIT, sort: 'remindOn', order: 'asc' },
    signal,
  });

export const remindersInfiniteQueryOptions = (filters: ReminderFilters) =>
  infiniteQueryOptions({
    queryKey: reminderKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getReminders(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page < meta.totalPages ? meta.page + 1 : undefined),
  });
