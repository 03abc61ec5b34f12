import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { NoteField } from '../../../components/note-field';
import type { Handover } from '../../../contract/shift-rules';
import type { CloseShiftVariables } from '../api/close-shift';
import { HandoverField } from './handover-fields';

interface CloseShiftFormProps {
  expected: Handover;
  onClose: (declared: Omit<CloseShiftVariables, 'shiftId'>) => void;
  onCancel: () => void;
}

/** "Smenani yopish": the courier counts what they hand over and sees the difference before sending it. */
export function CloseShiftForm({ expected, onClose, onCancel }: CloseShiftFormProps) {
  const [cash, setCash] = useState(expected.cash);
  const [empties, setEmpties] = useState(expected.empties);
  const [full, setFull] = useState(expected.fullBottles ?? 0);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    onClose({
      cashDeclared: cash,
      emptiesDeclared: empties,
      fullBottlesDeclared: full,
      ...(trimmed && { note: trimmed }),
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby="close-shift-title" className="space-y-3">
      <h2 id="close-shift-title" className="text-lg font-semibold">
        Smenani yopish
      </h2>
      <p className="text-sm text-slate-700">Topshirayotganingizni sanab kiriting.</p>
      <HandoverField
        label="Yigʻilgan naqd pul"
        money
        value={cash}
        onChange={setCash}
        expected={expected.cash}
        max={2_000_000_000}
      />
      <HandoverField
        label="Qaytarilgan boʻsh idishlar"
        value={empties}
        onChange={setEmpties}
        expected={expected.empties}
        max={99_999}
      />
      <HandoverField
        label="Qolgan toʻla idishlar"
        value={full}
        onChange={setFull}
        expected={expected.fullBottles}
        max={99_999}
      />
      <NoteField label="Izoh" value={note} onChange={setNote} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" wide pill size="lg" variant="secondary" onClick={onCancel}>
          Bekor qilish
        </Button>
        <Button type="submit" wide pill size="lg">
          Topshirish
        </Button>
      </div>
    </form>
  );
}
