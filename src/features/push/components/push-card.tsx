import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { userAtom } from '../../../lib/session';
import { useEnablePush } from '../hooks/use-enable-push';
import { pushStateAtom } from '../push-state';
import { PushStatus } from './push-status';

type Seen = 'seen' | 'closed';
const seenKey = (userId: number | undefined) => `yetkaz-push-card:${userId ?? 0}`;

/**
 * On the courier's orders screen while push is not on: in full the first time, then one line the courier can
 * close. Once they have chosen (turned it on, blocked it, closed the line) it does not come back; the bell in
 * the header still offers it.
 */
export function PushCard() {
  const state = useAtomSnapshot(pushStateAtom);
  const userId = useAtomSnapshot(userAtom)?.id;
  const [seen, setSeen] = useState(() => localStorage.getItem(seenKey(userId)) as Seen | null);
  const { enable, busy } = useEnablePush();
  useEffect(() => {
    if (!seen) localStorage.setItem(seenKey(userId), 'seen');
  }, [seen, userId]);
  if (state === 'on' || state === 'unsupported' || seen === 'closed') return null;
  if (!seen) {
    return (
      <section aria-labelledby="push-card-title" className="mb-3 rounded-xl bg-sky-50 p-3 ring-1 ring-sky-200">
        <PushStatus state={state} titleId="push-card-title" />
      </section>
    );
  }
  if (state === 'blocked') return null;
  const close = () => {
    localStorage.setItem(seenKey(userId), 'closed');
    setSeen('closed');
  };
  return (
    <section
      aria-label="Bildirishnomalar"
      className="mb-2 flex items-center gap-1 rounded-xl bg-sky-50 ps-3 ring-1 ring-sky-200"
    >
      <Icon name="bell" className="size-5 shrink-0 text-sky-800" />
      {state === 'off' ? (
        <Button
          variant="ghost"
          onClick={enable}
          disabled={busy}
          className="min-h-11 flex-1 justify-start px-2! text-start"
        >
          {busy && <Spinner className="me-2 size-4" inheritColor />}
          Bildirishnomalarni yoqish
        </Button>
      ) : (
        <p className="flex-1 px-2 py-1 text-sm text-slate-800">
          Bildirishnoma olish uchun ilovani bosh ekranga qoʻshing
        </p>
      )}
      <Button variant="ghost" aria-label="Yopish" onClick={close} className="min-h-11 min-w-11 px-0!">
        <Icon name="close" className="size-5" />
      </Button>
    </section>
  );
}
