export interface ReminderFilters {
  answer: 'pending';
}

import type { QueryParams } from '../../../lib/query-string';

export const reminderKeys = {
  all: ['reminder'] as const,
  list: (filters: ReminderFilters) => [...reminderKeys.all, 'list', filters] as const,
  adminList: (query: QueryParams) => [...reminderKeys.all, 'list', query] as const,
};

export const reminderMutationKeys = {
  answer: ['reminder', 'answer'] as const,
};

