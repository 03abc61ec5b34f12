import { Dialog, DialogButton } from 'konsta/react';
import { createPortal } from 'react-dom';
import type { PushState } from '../push-state';
import { PushStatus } from './push-status';

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

/** What the bell opens: the push state in words and the way to turn it on. */
export default function PushDialog({
  state,
  onClose,
}: {
  state: Exclude<PushState, 'unsupported'>;
  onClose: () => void;
}) {
  return createPortal(
    <Dialog
      opened
      onBackdropClick={onClose}
      role="dialog"
      aria-modal="true"
      aria-labelledby="push-dialog-title"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
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
