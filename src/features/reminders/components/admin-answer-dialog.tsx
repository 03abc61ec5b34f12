import { useState } from 'react';
import { Modal } from '../../../components/modal';
import type { Answer } from '../../../contract/enums';
import { answerLabels } from '../../../contract/labels';
import type { Reminder } from '../../../contract/reminder';
import { NoteField } from '../../../components/note-field';
import { Button } from '../../../components/button';

interface AdminAnswerDialogProps {
  reminder: Reminder;
  onSave: (answer: Answer, note: string) => void;
  onClose: () => void;
}

/** The customer's answer (Ha/Yoʻq) and a note. */
export function AdminAnswerDialog({ reminder, onSave, onClose }: AdminAnswerDialogProps) {
  const [answer, setAnswer] = useState<Answer>(reminder.answer === 'pending' ? 'ok' : reminder.answer);
  const [note, setNote] = useState(reminder.note ?? '');
  return (
    <Modal title={`${reminder.user.fullName} — javob`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(answer, note.trim());
        }}
      >
        <fieldset className="mb-3 flex gap-4">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">Javob</legend>
          {(['ok', 'no'] as const).map((value) => (
            <label key={value} className="flex min-h-10 pointer-coarse:min-h-11 items-center gap-2">
              <input
                type="radio"
                name="answer"
                checked={answer === value}
                onChange={() => setAnswer(value)}
                className="size-4"
              />
              {answerLabels[value]}
            </label>
          ))}
        </fieldset>
        <NoteField label="Izoh (ixtiyoriy)" value={note} onChange={setNote} />
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit">Saqlash</Button>
        </div>
      </form>
    </Modal>
  );
}
