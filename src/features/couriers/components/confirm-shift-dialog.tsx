import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { NoteField } from '../../../components/note-field';
import type { Shift } from '../../../contract/shift';
import { differs, expectedHandover, handoverDifference, type Handover } from '../../../contract/shift-rules';
import { errorMessage } from '../../../lib/http/http-error';
import { formatTashkentDateTime } from '../../../lib/dates';
import { useConfirmShiftMutation } from '../api/confirm-shift';
import { declaredOf, HandoverTable, handoverRows, receivedOf } from './handover-table';
import { LateChangesList } from './late-changes-list';

interface ConfirmShiftDialogProps {
  shift: Shift;
  onClose: () => void;
}

/**
 * The admin counts what the courier handed over; a difference from what was expected needs a note. A
 * confirmed shift that late changes reached is counted again the same way, from what was received before.
 */
export function ConfirmShiftDialog({ shift, onClose }: ConfirmShiftDialogProps) {
  const expected = expectedHandover(shift);
  const recount = shift.status === 'closed';
  const [counted, setCounted] = useState(recount ? receivedOf(shift) : declaredOf(shift));
  const [note, setNote] = useState('');
  const confirm = useConfirmShiftMutation();
  const difference = handoverDifference(expected, { ...counted, fullBottles: counted.fullBottles ?? 0 });
  const noteNeeded = differs(difference) && !note.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noteNeeded) return;
    confirm.mutate(
      {
        id: shift.id,
        cashReceived: counted.cash,
        emptiesReceived: counted.empties,
        fullBottlesReceived: counted.fullBottles ?? 0,
        ...(note.trim() && { adminNote: note.trim() }),
      },
      { onSuccess: onClose },
    );
  };
  const field = (key: keyof Handover) => (
    <input
      type="number"
      min={0}
      aria-label={`Qabul qilingan: ${handoverRows.find((row) => row.key === key)!.label}`}
      value={counted[key] ?? 0}
      onChange={(event) => setCounted({ ...counted, [key]: Math.max(0, Math.round(Number(event.target.value)) || 0) })}
      className="h-10 w-32 rounded-lg border border-slate-300 px-2 text-right tabular-nums outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
    />
  );
  return (
    <Modal
      title={`${shift.courier.fullName} — ${recount ? 'kechikib kelgan oʻzgarishlarni sanash' : 'smenani tasdiqlash'}`}
      onClose={onClose}
      wide
    >
      <form onSubmit={submit} className="space-y-4">
        <p className="text-sm text-slate-700">
          {formatTashkentDateTime(shift.openedAt)} — {shift.ordersDelivered} ta yetkazilgan, {shift.ordersRejected} ta
          rad etilgan
          {shift.note && <span className="block">Kuryer izohi: {shift.note}</span>}
          {recount && shift.adminNote && <span className="block">Oldingi izoh: {shift.adminNote}</span>}
        </p>
        {recount && <LateChangesList changes={shift.lateChanges.filter((change) => !change.settled)} />}
        <HandoverTable
          expected={expected}
          declared={declaredOf(shift)}
          counted={field}
          difference={(key) => difference[key]}
        />
        <NoteField label="Izoh (farq boʻlsa majburiy)" value={note} onChange={setNote} required={differs(difference)} />
        {confirm.isError && (
          <p role="alert" className="text-sm text-red-800">
            {errorMessage(confirm.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit" disabled={noteNeeded || confirm.isPending}>
            Tasdiqlash
          </Button>
        </div>
      </form>
    </Modal>
  );
}
