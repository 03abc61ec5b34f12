import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { NoteField } from '../../../components/note-field';
import { SheetForm } from '../../../components/sheet-form';
import { readyRejectReasons, rejectReason } from './reject-reasons';

interface RejectDialogProps {
  order: OrderHistory;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason: a ready one in a tap, or the courier's own words; the sheet itself is the confirmation. */
export function RejectDialog({ order, onReject, onClose }: RejectDialogProps) {
  const [chip, setChip] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const reason = rejectReason(chip, words);
  return (
    <SheetForm
      titleId="reject-title"
      title={`#${order.number} — Rad etish`}
      submitLabel="Rad etish"
      submitDisabled={!reason}
      danger
      onSubmit={() => reason && onReject(reason)}
      onClose={onClose}
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Tayyor sabab</legend>
        <div className="flex flex-wrap gap-2">
          {readyRejectReasons.map((ready) => (
            // A toggle chip (aria-pressed), not an action: the kit's Button does not draw its on/off states.
            <button
              key={ready}
              type="button"
              aria-pressed={chip === ready}
              onClick={() => setChip(chip === ready ? null : ready)}
              className={`min-h-11 rounded-full border px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-sky-500 ${chip === ready ? 'border-red-700 bg-red-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
            >
              {ready}
            </button>
          ))}
        </div>
      </fieldset>
      <NoteField
        label="Rad etish sababi"
        value={words}
        onChange={setWords}
        hint={chip ? 'Ixtiyoriy: tanlangan sababga qoʻshiladi' : 'Tayyor sababni tanlang yoki kamida 3 ta belgi yozing'}
      />
    </SheetForm>
  );
}
