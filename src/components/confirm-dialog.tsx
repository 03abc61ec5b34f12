import { Dialog, DialogButton } from 'konsta/react';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  content?: ReactNode;
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ opened, title, content, confirmText, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      opened={opened}
      onBackdropClick={onCancel}
      role="alertdialog"
      aria-modal="true"
      aria-label={title}
      title={title}
      content={content}
      buttons={
        <>
          <DialogButton onClick={onCancel}>Bekor qilish</DialogButton>
          <DialogButton strong onClick={onConfirm} className="text-red-700!">
            {confirmText}
          </DialogButton>
        </>
      }
    />
  );
}
