import { Button, Sheet } from 'konsta/react';
import { useState } from 'react';
import type { Reminder } from '../../../contract/reminder';
import { answerLabels } from '../../../contract/labels';

interface AnswerSheetProps {
  reminder: Reminder;
  answer: 'ok' | 'no';
  onSave: (note: string) => void;
  onClose: () => void;
}

/** The customer's answer, with an optional note. */
export function AnswerSheet({ reminder, answer, onSave, onClose }: AnswerSheetProps) {
  const [note, setNote] = useState(reminder.note ?? '');
  return (
    <Sheet opened onBackdropClick={onClose} role="dialog" aria-modal="true" aria-labelledby="answer-title" className="pb-safe w-full">
      <form
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(note.trim());
        }}
      >
        <h2 id="answer-title" className="text-lg font-semibold">
          {reminder.user.fullName} — {answerLabels[answer]}
        </h2>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Izoh (ixtiyoriy)</span>
          <textarea
            rows={3}
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
          />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" large rounded outline onClick={onClose} className="min-h-12">
            Bekor qilish
          </Button>
          <Button type="submit" large rounded className="min-h-12">
            Saqlash
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
