import { Dialog, DialogButton } from 'konsta/react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../../../lib/hooks/use-focus-trap';
import type { PushState } from '../push-state';
import { PushStatus } from './push-status';

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;
const dialogId = 'push-dialog';

/** What the bell opens: the push state in words and the way to turn it on. */
export default function PushDialog({
  state,
  onClose,
}: {
  state: Exclude<PushState, 'unsupported'>;
  onClose: () => void;
}) {
  // As every dialog: Tab stays inside, Escape closes it from anywhere, focus goes back to the bell.
  useFocusTrap(() => document.getElementById(dialogId), onClose);
  return createPortal(
    <Dialog
      opened
      onBackdropClick={onClose}
      id={dialogId}
      role="dialog"
      aria-modal="true"
      aria-labelledby="push-dialog-title"
      content={<PushStatus state={state} titleId="push-dialog-title" />}
      buttons={
        <DialogButton onClick={onClose} autoFocus>
          Yopish
        </DialogButton>
      }
    />,
    dialogRoot(),
  );
}
