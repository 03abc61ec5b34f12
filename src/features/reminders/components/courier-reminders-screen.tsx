import { useInfiniteQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { InfiniteSentinel } from '../../../components/infinite-sentinel';
import { LastUpdated } from '../../../components/last-updated';
import { Loading } from '../../../components/loading';
import { ScreenHeader } from '../../../components/screen-header';
import { useErrorToast } from '../../../lib/hooks/use-error-toast';
import { useStillLoading } from '../../../lib/hooks/use-still-loading';
import type { Reminder } from '../../../contract/reminder';
import { DATE_FORMAT } from '../../../lib/dates';
import { useReminderAnswerMutation } from '../api/answer-reminder';
import { remindersInfiniteQueryOptions } from '../api/get-reminders';
import { useQueuedAnswers } from '../hooks/use-queued-answers';
import { AnswerSheet } from './answer-sheet';
import { ReminderCard } from './reminder-card';
import { splitReminders } from './split-reminders';

const FILTERS = { answer: 'pending' } as const;

export default function CourierRemindersScreen() {
  const query = useInfiniteQuery(remindersInfiniteQueryOptions(FILTERS));
  const queued = useQueuedAnswers();
  const { mutate: answer } = useReminderAnswerMutation();
  const [chosen, setChosen] = useState<{ reminder: Reminder; answer: 'ok' | 'no' } | null>(null);
  const onAnswer = useCallback((reminder: Reminder, value: 'ok' | 'no') => setChosen({ reminder, answer: value }), []);
  useErrorToast(query.error);
  const loading = useStillLoading(query);

  const today = dayjs().format(DATE_FORMAT);
  const { due, upcoming } = splitReminders(query.data?.pages.flatMap((page) => page.data) ?? [], today);
  const section = (title: string, reminders: Reminder[]) =>
    reminders.length > 0 && (
      <section aria-label={title} className="mb-4">
        <h2 className="mb-2 text-base font-semibold text-slate-800">{title}</h2>
        <ul className="space-y-2">
          {reminders.map((reminder) => (
            <li key={reminder.id}>
              <ReminderCard
                reminder={reminder}
                overdue={reminder.remindOn < today}
                queuedAnswer={queued.get(reminder.id)}
                onAnswer={onAnswer}
              />
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <section>
      <ScreenHeader title="Eslatmalar" />
      <LastUpdated at={query.dataUpdatedAt} className="mb-2" />
      {loading ? (
        <Loading />
      ) : due.length + upcoming.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {section('Bugun va muddati oʻtgan', due)}
          {section('Keyingi kunlar', upcoming)}
        </>
      )}
      <InfiniteSentinel
        hasNextPage={query.hasNextPage}
        isFetchingNextPage={query.isFetchingNextPage}
        fetchNextPage={query.fetchNextPage}
      />
      {chosen && (
        <AnswerSheet
          reminder={chosen.reminder}
          answer={chosen.answer}
          onClose={() => setChosen(null)}
          onSave={(note) => {
            answer({ id: chosen.reminder.id, answer: chosen.answer, note: note || undefined });
            setChosen(null);
          }}
        />
      )}
    </section>
  );
}
