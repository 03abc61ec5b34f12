import { Button } from '../../../components/button';
import { memo, useId } from 'react';
import { CallLink } from '../../../components/call-link';
import { QueuedChip } from '../../../components/queued-chip';
import type { Answer } from '../../../contract/enums';
import type { Reminder } from '../../../contract/reminder';
import { formatDate } from '../../../lib/dates';
import { shortAddress } from '../../../lib/short-address';
import { answerLabels, sendStatusLabels } from '../../../contract/labels';

/** What the courier asks on the call; Ha / Yoʻq record the customer's answer to it. */
export const reminderQuestion = 'Mijozga qoʻngʻiroq qiling: yana suv kerakmi?';

interface ReminderCardProps {
  reminder: Reminder;
  overdue: boolean;
  queuedAnswer?: Answer;
  onAnswer: (reminder: Reminder, answer: 'ok' | 'no') => void;
}

export const ReminderCard = memo(function ReminderCard({
  reminder,
  overdue,
  queuedAnswer,
  onAnswer,
}: ReminderCardProps) {
  const titleId = useId();
  const questionId = useId();
  const { address } = reminder;
  const answer = queuedAnswer ?? reminder.answer;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-4 [contain-intrinsic-size:auto_200px] [content-visibility:auto]"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {reminder.user.fullName}
        </h3>
        {queuedAnswer && <QueuedChip />}
        <span className={`ms-auto text-sm ${overdue ? 'font-medium text-red-700' : 'text-slate-600'}`}>
          {formatDate(reminder.remindOn)}
          {overdue && ' · Muddati oʻtgan'}
        </span>
      </header>
      {address && (
        <p className="mt-1 text-sm text-slate-800">
          {shortAddress(address)}
          {address.landmark && <span className="text-slate-600"> · {address.landmark}</span>}
        </p>
      )}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>
          {sendStatusLabels[reminder.status]} · {answerLabels[answer]}
        </span>
        <CallLink phone={reminder.user.phone} name={reminder.user.fullName} />
      </div>
      {reminder.note && <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">Izoh: {reminder.note}</p>}
      {answer === 'pending' && (
        <>
          <p id={questionId} className="mt-3 font-medium text-slate-900">
            {reminderQuestion}
          </p>
          <div role="group" aria-labelledby={questionId} className="mt-2 grid grid-cols-2 gap-2">
            <Button wide pill size="lg" onClick={() => onAnswer(reminder, 'ok')}>
              {answerLabels.ok}
            </Button>
            <Button wide pill size="lg" variant="secondary" onClick={() => onAnswer(reminder, 'no')}>
              {answerLabels.no}
            </Button>
          </div>
        </>
      )}
    </article>
  );
});
