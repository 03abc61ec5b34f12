import type { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { Reminder } from '../../../contract/reminder';
import { errorMessage, HttpError } from '../../../lib/http-error';
import { patchReminderAnswer, type ReminderAnswerVariables } from './answer-reminder';
import { findCachedReminder, patchCachedReminder, restoreCachedReminder, type ReminderSnapshot } from './reminder-cache';
import { COURIER_CHANGES_SCOPE, reminderKeys, reminderMutationKeys } from './reminder-keys';

const REFUSALS = new Set([403, 404, 409]);

// A dead zone often looks "online" to the browser: a failed fetch is retried (for ~25 min), not dropped.
const retry = (failures: number, error: unknown) =>
  error instanceof HttpError ? error.status >= 500 && failures < 3 : failures < 50;

/** The courier's answer to a reminder, by key, so a change queued offline survives a reload. */
export function registerReminderMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(reminderMutationKeys.answer, {
    scope: COURIER_CHANGES_SCOPE,
    retry,
    retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 30_000),
    mutationFn: (variables: ReminderAnswerVariables) => patchReminderAnswer(variables),
    onMutate: async ({ id, answer, note }: ReminderAnswerVariables): Promise<ReminderSnapshot> => {
      await queryClient.cancelQueries({ queryKey: reminderKeys.all });
      return patchCachedReminder(queryClient, id, (r: Reminder) => ({ ...r, answer, note: note ?? r.note }));
    },
    onError: (error: Error, { id }: ReminderAnswerVariables, snapshot: ReminderSnapshot | undefined) => {
      restoreCachedReminder(queryClient, snapshot);
      const text = `${findCachedReminder(queryClient, id)?.user.fullName ?? 'Eslatma'}: ${errorMessage(error)}`;
      toast.error(text, { id: text });
      if (error instanceof HttpError && REFUSALS.has(error.status)) {
        void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
      }
    },
    onSettled: () => {
      const queued = queryClient.isMutating({ predicate: (m) => m.options.scope?.id === COURIER_CHANGES_SCOPE.id });
      if (queued <= 1) return queryClient.invalidateQueries({ queryKey: reminderKeys.all });
    },
  });
}
