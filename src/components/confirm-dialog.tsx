import { Dialog, DialogButton } from 'konsta/react';
import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useCloseOnBack } from '../lib/hooks/use-close-on-back';
import { useFocusTrap } from '../lib/hooks/use-focus-trap';

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
  /** A red confirm button for a destructive change (the default); `false` for a plain one. */
  danger?: boolean;
}

// Inside Konsta's app for its theme, outside any blurred header that would trap a fixed dialog.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

/**
 * Asks before a change; Escape and the backdrop cancel, `Bekor qilish` has the focus. A destructive
 * confirm is white on red-700, which passes AA; red text on the light-blue fill did not.
 */
export function ConfirmDialog({
  opened,
  title,
  content,
  confirmText,
  onConfirm,
  onCancel,
  busy,
  danger,
}: ConfirmDialogProps) {
  if (!opened) return null;
  return createPortal(
    <OpenConfirmDialog {...{ title, content, confirmText, onConfirm, onCancel, busy, danger }} />,
    dialogRoot(),
  );
}

function OpenConfirmDialog({
  title,
  content,
  confirmText,
  onConfirm,
  onCancel,
  busy,
  danger = true,
}: Omit<ConfirmDialogProps, 'opened'>) {
  const contentId = useId();
  const dialogId = useId();
  useFocusTrap(() => document.getElementById(dialogId), onCancel);
  useCloseOnBack(onCancel);
  return (
    <Dialog
      id={dialogId}
      opened
      onBackdropClick={onCancel}
      role="alertdialog"
      aria-modal="true"
      aria-label={title}
      aria-describedby={content ? contentId : undefined}
      title={title}
      content={content && <div id={contentId}>{content}</div>}
      buttons={
        <>
          <DialogButton onClick={onCancel} autoFocus className="min-h-11">
            Bekor qilish
          </DialogButton>
          <DialogButton
            strong
            onClick={onConfirm}
            disabled={busy}
            className={danger ? 'min-h-11 bg-red-700! text-white!' : 'min-h-11'}
          >
            {confirmText}
          </DialogButton>
        </>
      }
    />
  );
}
