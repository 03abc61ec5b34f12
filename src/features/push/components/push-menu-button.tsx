import { useAtomValue } from 'jotai';
import { Button, Dialog, DialogButton } from 'konsta/react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../../components/icons';
import { pushStateAtom, type PushState } from '../push-state';
import { PushStatus } from './push-status';

const labels: Record<Exclude<PushState, 'unsupported'>, string> = {
  on: 'Bildirishnomalar yoqilgan',
  off: 'Bildirishnomalarni yoqish',
  blocked: 'Bildirishnomalar brauzerda oʻchirilgan',
  'ios-not-installed': 'Bildirishnoma olish uchun ilovani bosh ekranga qoʻshing',
};

// Out of the header, whose backdrop blur would trap a fixed dialog; inside Konsta's app for its theme.
const dialogRoot = () => document.querySelector('.k-app') ?? document.body;

/** The courier header's entry: a bell showing whether push is on; a tap shows the state and the way to turn it on. */
export function PushMenuButton() {
  const state = useAtomValue(pushStateAtom);
  const [open, setOpen] = useState(false);
  if (state === 'unsupported') return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button inline clear small onClick={() => setOpen(true)} aria-label={labels[state]} className="relative min-h-11 min-w-11">
        <Icon name="bell" className="size-6" />
        <span
          aria-hidden="true"
          className={`absolute top-2 right-2 size-2.5 rounded-full ring-2 ring-white ${state === 'on' ? 'bg-emerald-600' : 'bg-amber-500'}`}
        />
      </Button>
      {open &&
        createPortal(
          <Dialog
            opened
            onBackdropClick={close}
            role="dialog"
            aria-modal="true"
            aria-labelledby="push-dialog-title"
            onKeyDown={(event) => event.key === 'Escape' && close()}
            content={<PushStatus state={state} titleId="push-dialog-title" />}
            buttons={
              <DialogButton onClick={close} autoFocus>
                Yopish
              </DialogButton>
            }
          />,
          dialogRoot(),
        )}
    </>
  );
}
