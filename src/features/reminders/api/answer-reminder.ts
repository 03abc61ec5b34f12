import { useMutation } from '@tanstack/react-query';
import type { Answer } from '../../../contract/enums';
import type { One } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import type { CachedSnapshot } from '../../../lib/cached-list';
import { http } from '../../../lib/http/http';
import { reminderMutationKeys } from './reminder-keys';

export interface ReminderAnswerVariables {
  id: number;
  answer: Answer;
  note?: string;
}

export const patchReminderAnswer = ({ id, answer, note }: ReminderAnswerVariables) =>
  http.patch<One<Reminder>>(`/reminder/${id}`, { answer, note }).then((res) => res.data);

/** The function, queue and optimistic update come from registerReminderMutations. */
export const useReminderAnswerMutation = () =>
  useMutation<Reminder, Error, ReminderAnswerVariables, CachedSnapshot<Reminder>>({
    mutationKey: reminderMutationKeys.answer,
  });
