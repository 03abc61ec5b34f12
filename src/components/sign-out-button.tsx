import { Button, Dialog, DialogButton } from 'konsta/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { usePendingChangesCount } from '../lib/offline-changes';
import { signOut } from '../lib/session';
import { Icon } from './icons';

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

/** Signs out at once, or first asks when changes are still waiting to be sent. */
export function SignOutButton({ className }: { className?: string }) {
  const pending = usePendingChangesCount();
  const [asking, setAsking] = useState(false);
  const cancel = () => setAsking(false);

  return (
    <>
      <Button inline clear small className={className} onClick={() => (pending > 0 ? setAsking(true) : signOut())}>
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
                Yuborilmagan oʻzgarishlar: {pending}. Chiqsangiz, ular shu hisobga qayta kirguningizcha saqlanadi.
              </p>
            }
            buttons={
              <>
                <DialogButton onClick={cancel} autoFocus>
                  Bekor qilish
                </DialogButton>
                <DialogButton strong onClick={signOut}>
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
