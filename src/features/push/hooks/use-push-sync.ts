import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { syncPush } from '../push-subscription';
import { permissionState, pushStateAtom } from '../push-state';

/** Sent by the service worker (sw/push-events.ts) when the browser replaced the subscription. */
const SUBSCRIPTION_CHANGED = 'PUSH_SUBSCRIPTION_CHANGED';

/**
 * While a staff member is signed in: compares the browser's subscription with the server's on
 * start and whenever the worker reports a change, and re-reads the permission on returning to
 * the app (it may have been unblocked in the settings meanwhile).
 */
export function usePushSync(userId: number | null): void {
  const setState = useSetAtom(pushStateAtom);
  useEffect(() => {
    if (userId === null) return;
    const sync = () => void syncPush().then(setState, () => permissionState().then(setState));
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === SUBSCRIPTION_CHANGED) sync();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void permissionState().then(setState);
    };
    // Asks the browser and the server: not in the task that draws the first screen.
    const cancelSync = whenIdle(sync);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelSync();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, setState]);
}
