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

/** The same queue as the order changes: one queue, in the order they were made. */
export const COURIER_CHANGES_SCOPE = { id: 'courier-changes' };
