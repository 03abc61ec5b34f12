import type { QueryClient } from '@tanstack/react-query';
import type { Reminder } from '../../../contract/reminder';
import { findCached, patchCached, restoreCached, type CachedSnapshot } from '../../../lib/cached-list';
import { courierChangeDefaults, isRefusal } from '../../../lib/offline/courier-changes';
import { toastError } from '../../../lib/toast';
import { patchReminderAnswer, type ReminderAnswerVariables } from './answer-reminder';
import { reminderKeys, reminderMutationKeys } from './reminder-keys';

/** The courier's answer to a reminder, by key, so a change queued offline survives a reload. */
export function registerReminderMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(reminderMutationKeys.answer, {
    ...courierChangeDefaults(queryClient, reminderKeys.all),
    mutationFn: (variables: ReminderAnswerVariables) => patchReminderAnswer(variables),
    onMutate: async ({ id, answer, note }: ReminderAnswerVariables): Promise<CachedSnapshot<Reminder>> => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.all });
      return patchCached(queryClient, reminderKeys.all, id, (r: Reminder) => ({ ...r, answer, note: note ?? r.note }));
    },
    onError: (error: Error, { id }: ReminderAnswerVariables, snapshot: CachedSnapshot<Reminder> | undefined) => {
      restoreCached(queryClient, reminderKeys.all, snapshot);
      toastError(error, findCached<Reminder>(queryClient, reminderKeys.all, id)?.user.fullName ?? 'Eslatma');
      if (isRefusal(error)) void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
  });
}
