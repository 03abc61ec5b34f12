import { useState } from 'react';
import type { Reminder } from '../../../contract/reminder';
import { answerLabels } from '../../../contract/labels';
import { NoteField } from '../../../components/note-field';
import { SheetForm } from '../../../components/sheet-form';

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
    <SheetForm
      titleId="answer-title"
      title={`${reminder.user.fullName} — ${answerLabels[answer]}`}
      submitLabel="Saqlash"
      onSubmit={() => onSave(note.trim())}
      onClose={onClose}
    >
      <NoteField label="Izoh (ixtiyoriy)" value={note} onChange={setNote} />
    </SheetForm>
  );
}
