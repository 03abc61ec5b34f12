import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';
import { NoteField } from '../../../components/note-field';
import { SheetForm } from '../../../components/sheet-form';

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
    <SheetForm
      titleId="reject-title"
      title={`#${order.number} — Rad etish`}
      submitLabel="Rad etish"
      submitDisabled={!valid}
      danger
      onSubmit={() => {
        if (valid) onReject(reason.trim());
      }}
      onClose={onClose}
    >
      <NoteField
        label="Rad etish sababi"
        value={reason}
        onChange={setReason}
        required
        minLength={MIN_REASON}
        hint={`Kamida ${MIN_REASON} ta belgi`}
        autoFocus
      />
    </SheetForm>
  );
}
