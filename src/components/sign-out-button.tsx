import { Suspense, useState } from 'react';
import { useFailedChangesCount, usePendingChangesCount } from '../lib/offline/offline-changes';
import { signOut } from '../lib/offline/sign-out';
import { usePreload } from '../lib/hooks/use-preload';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { Button } from './button';
import { Icon } from './icons';

// Konsta's dialog stays out of the first load; it is fetched right after it, so it opens offline too, and at
// once: a plain lazy would suspend on its first draw all the same, and React reveals it up to 300 ms later.
const SignOutDialog = preloadableLazy(() => import('./sign-out-dialog'));

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
  const waiting = pending + failed > 0;
  usePreload(SignOutDialog.preload);

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={`min-h-11 min-w-11 ${className ?? ''}`}
        onClick={() => (waiting || alwaysAsk ? setAsking(true) : signOut())}
      >
        <Icon name="logout" className="me-1.5 size-5" />
        Chiqish
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <SignOutDialog pending={pending} failed={failed} onCancel={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  );
}
