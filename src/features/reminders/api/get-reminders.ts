import { infiniteListQuery } from '../../../api/infinite-list';
import type { List } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import { http } from '../../../lib/http';
import { reminderKeys } from './reminder-keys';

export interface ReminderFilters {
  answer: 'pending';
}

const PAGE_LIMIT = 50;

/** Oldest first, so overdue and today's reminders come before the upcoming ones. */
export const getReminders = (filters: ReminderFilters, page: number, signal?: AbortSignal) =>
  http.get<List<Reminder>>('/reminder', {
    query: { ...filters, page, limit: PAGE_LIMIT, sort: 'remindOn', order: 'asc' },
    signal,
  });

export const remindersInfiniteQueryOptions = (filters: ReminderFilters) =>
  infiniteListQuery(reminderKeys.list(filters), (page, signal) => getReminders(filters, page, signal));
