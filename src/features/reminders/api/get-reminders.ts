import { infiniteListQuery } from '../../../api/infinite-list';
import type { Reminder } from '../../../contract/reminder';
import { reminderKeys } from './reminder-keys';

export interface ReminderFilters {
  answer: 'pending';
}

/** Oldest first, so overdue and today's reminders come before the upcoming ones. */
export const remindersInfiniteQueryOptions = (filters: ReminderFilters) =>
  infiniteListQuery<Reminder>(reminderKeys.list(filters), '/reminder', (page) => ({
    ...filters,
    page,
    limit: 50,
    sort: 'remindOn',
    order: 'asc',
  }));
