import { Button, Dialog, DialogButton } from 'konsta/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useFailedChangesCount, usePendingChangesCount } from '../lib/offline-changes';
import { signOut } from '../lib/session';
import { Icon } from './icons';

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

interface SignOutButtonProps {
  className?: string;
  /** Ask even when nothing waits (a phone's corner is easy to tap by mistake). */
  alwaysAsk?: boolean;
}

/** Signs out, first asking when changes are still waiting to be sent (or always, with `alwaysAsk`). */
export function SignOutButton({ className, alwaysAsk }: SignOutButtonProps) {
  const pending = usePendingChangesCount();
  const failed = useFailedChangesCount();
  const [asking, setAsking] = useState(false);
  const cancel = () => setAsking(false);
  const waiting = pending + failed > 0;

  return (
    <>
      <Button
        inline
        clear
        small
        className={`min-h-11 min-w-11 ${className ?? ''}`}
        onClick={() => (waiting || alwaysAsk ? setAsking(true) : signOut())}
      >
        <Icon name="logout" className="me-1.5 size-5" />
        Chiqish
      </Button>
      {asking &&
        createPortal(
          <Dialog
            opened
            onBackdropClick={cancel}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="sign-out-title"
            aria-describedby="sign-out-text"
            onKeyDown={(event) => event.key === 'Escape' && cancel()}
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
                <DialogButton onClick={cancel} autoFocus className="min-h-11">
                  Bekor qilish
                </DialogButton>
                <DialogButton strong onClick={signOut} className="min-h-11">
                  Chiqish
                </DialogButton>
              </>
            }
          />,
          dialogRoot(),
        )}
    </>
  );
}
