import { Sheet } from 'konsta/react';
import { Button } from '../../../components/button';
import { useState } from 'react';
import type { Reminder } from '../../../contract/reminder';
import { answerLabels } from '../../../contract/labels';
import { NoteField } from '../../../components/note-field';

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
        <NoteField label="Izoh (ixtiyoriy)" value={note} onChange={setNote} />
        <div className="grid grid-cols-2 gap-2">
          <Button wide pill size="lg" variant="secondary" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit" wide pill size="lg">
            Saqlash
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
