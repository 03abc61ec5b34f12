import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { MIN_REASON } from './reject-reasons';
import { Button } from '../../../components/button';

interface AdminRejectDialogProps {
  title: string;
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** The reason is required; the dialog is the confirmation. */
export function AdminRejectDialog({ title, onReject, onClose }: AdminRejectDialogProps) {
  const [reason, setReason] = useState('');
  const valid = reason.trim().length >= MIN_REASON;
  return (
    <Modal title={title} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onReject(reason.trim());
        }}
      >
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-slate-700">Rad etish sababi</span>
          <textarea
            required
            autoFocus
            minLength={MIN_REASON}
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-xl border border-slate-300 p-3 outline-none focus:border-sky-500 focus:ring-2 focus:ring-sky-300"
          />
        </label>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Bekor qilish
          </Button>
          <Button type="submit" variant="danger" disabled={!valid}>
            Rad etish
          </Button>
        </div>
      </form>
    </Modal>
  );
}
