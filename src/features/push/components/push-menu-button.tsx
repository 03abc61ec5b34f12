import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { usePreload } from '../../../lib/hooks/use-preload';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { pushStateAtom, type PushState } from '../push-state';

// Konsta's dialog stays out of the first load; it is fetched right after it, so it opens offline too, and at once.
const PushDialog = preloadableLazy(() => import('./push-dialog'));

const labels: Record<Exclude<PushState, 'unsupported'>, string> = {
  on: 'Bildirishnomalar yoqilgan',
  off: 'Bildirishnomalarni yoqish',
  blocked: 'Bildirishnomalar brauzerda oʻchirilgan',
  'ios-not-installed': 'Bildirishnoma olish uchun ilovani bosh ekranga qoʻshing',
};

/** The courier header's entry: a bell showing whether push is on; a tap shows the state and the way to turn it on. */
export function PushMenuButton() {
  const state = useAtomSnapshot(pushStateAtom);
  const [open, setOpen] = useState(false);
  usePreload(PushDialog.preload);
  if (state === 'unsupported') return null;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={labels[state]}
        className="relative min-h-11 min-w-11"
      >
        <Icon name="bell" className="size-6" />
        <span
          aria-hidden="true"
          className={`absolute top-2 right-2 size-2.5 rounded-full ring-2 ring-white ${state === 'on' ? 'bg-emerald-600' : 'bg-amber-500'}`}
        />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PushDialog state={state} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
