export interface ReminderFilters {
  answer: 'pending';
}

export const reminderKeys = {
  all: ['reminder'] as const,
  list: (filters: ReminderFilters) => [...reminderKeys.all, 'list', filters] as const,
};

export const reminderMutationKeys = {
  answer: ['reminder', 'answer'] as const,
};

