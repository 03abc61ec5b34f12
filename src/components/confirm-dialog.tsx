import { Dialog, DialogButton } from 'konsta/react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  content?: ReactNode;
  /** The red button, e.g. `Oʻchirish`. */
  confirmText: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the change is sent: the confirm button is disabled. */
  busy?: boolean;
}

// Inside Konsta's app for its theme, outside any blurred header that would trap a fixed dialog.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

/**
 * Asks before a destructive change; Escape and the backdrop cancel, `Bekor qilish` has the focus.
 * The confirm button is white on red-700, which passes AA; red text on the light-blue fill did not.
 */
export function ConfirmDialog({ opened, title, content, confirmText, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  if (!opened) return null;
  return createPortal(
    <Dialog
      opened
      onBackdropClick={onCancel}
      role="alertdialog"
      aria-modal="true"
      aria-label={title}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      title={title}
      content={content}
      buttons={
        <>
          <DialogButton onClick={onCancel} autoFocus>
            Bekor qilish
          </DialogButton>
          <DialogButton strong onClick={onConfirm} disabled={busy} className="bg-red-700! text-white!">
            {confirmText}
          </DialogButton>
        </>
      }
    />,
    dialogRoot(),
  );
}
