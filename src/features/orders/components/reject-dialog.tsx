import { Button, Sheet } from 'konsta/react';
import { useState } from 'react';
import type { OrderHistory } from '../../../contract/order-history';

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
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Rad etish sababi</span>
          <textarea
            required
            minLength={MIN_REASON}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-xl border border-slate-300 p-3 text-base outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
          />
        </label>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" large rounded outline onClick={onClose} className="min-h-12">
            Bekor qilish
          </Button>
          <Button type="submit" large rounded disabled={!valid} className="min-h-12 bg-red-700! text-white!">
            Rad etish
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
