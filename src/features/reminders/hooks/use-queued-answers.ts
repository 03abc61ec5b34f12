import { useMutationState } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Answer } from '../../../contract/enums';
import type { ReminderAnswerVariables } from '../api/answer-reminder';
import { reminderMutationKeys } from '../api/reminder-keys';

/** Answers, by reminder id, that the server does not have yet. */
export function useQueuedAnswers(): ReadonlyMap<number, Answer> {
  const pending = useMutationState<ReminderAnswerVariables>({
    filters: { mutationKey: reminderMutationKeys.answer, status: 'pending' },
    select: (mutation) => mutation.state.variables as ReminderAnswerVariables,
  });
  return useMemo(() => new Map(pending.map((v) => [v.id, v.answer])), [pending]);
}
