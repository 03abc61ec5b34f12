import { entityKeys } from '../../../api/entity';

export const reminderKeys = entityKeys('reminder');

export const reminderMutationKeys = {
  answer: ['reminder', 'answer'] as const,
};
