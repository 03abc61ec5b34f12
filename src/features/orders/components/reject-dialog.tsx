import { Sheet } from 'konsta/react';
import { Button } from '../../../components/button';
import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { NoteField } from '../../../components/note-field';

export const MIN_REASON = 3;

interface RejectDialogProps {
  order: OrderHistory;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejecting needs a reason; the dialog itself is the confirmation. */
export function RejectDialog({ order, onReject, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= MIN_REASON;
  return (
    <Sheet opened onBackdropClick={onClose} role="dialog" aria-modal="true" aria-labelledby="reject-title" className="pb-safe w-full">
      <form
        className="space-y-4 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onReject(reason.trim());
        }}
      >
        <h2 id="reject-title" className="text-lg font-semibold">
          #{order.number} — Rad etish
        </h2>
        <NoteField
          label="Rad etish sababi"
          value={reason}
          onChange={setReason}
          required
          minLength={MIN_REASON}
          hint={`Kamida ${MIN_REASON} ta belgi`}
          autoFocus
        />
        <div className="grid grid-cols-2 gap-2">
          <Button wide pill size="lg" variant="secondary" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit" wide pill size="lg" variant="danger" disabled={!valid}>
            Rad etish
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
