import { Dialog, DialogButton } from 'konsta/react';
import { createPortal } from 'react-dom';
import { signOut } from '../lib/session';

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

interface SignOutDialogProps {
  pending: number;
  failed: number;
  onCancel: () => void;
}

/** Asks before signing out, saying what happens to changes still waiting. */
export default function SignOutDialog({ pending, failed, onCancel }: SignOutDialogProps) {
  const waiting = pending + failed > 0;
  return createPortal(
    <Dialog
      opened
      onBackdropClick={onCancel}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="sign-out-title"
      aria-describedby="sign-out-text"
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      title={<span id="sign-out-title">Hisobdan chiqasizmi?</span>}
      content={
        <p id="sign-out-text">
          {waiting
            ? `${pending > 0 ? `Yuborilmagan oʻzgarishlar: ${pending}. ` : ''}${failed > 0 ? `Yuborilmadi: ${failed}. ` : ''}` +
              'Chiqsangiz, ular shu hisobga qayta kirguningizcha saqlanadi.'
            : 'Qayta kirish uchun telefon raqam va parol kerak boʻladi.'}
        </p>
      }
      buttons={
        <>
          <DialogButton onClick={onCancel} autoFocus className="min-h-11">
            Bekor qilish
          </DialogButton>
          <DialogButton strong onClick={signOut} className="min-h-11">
            Chiqish
          </DialogButton>
        </>
      }
    />,
    dialogRoot(),
  );
}
