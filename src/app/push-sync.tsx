import { useAtomSnapshot } from '../lib/hooks/use-atom-snapshot';
import { usePushSync } from '../features/push/hooks/use-push-sync';
import { userAtom } from '../lib/session';

/** Keeps a staff member's push subscription in step with the server while they are signed in. */
export function PushSync() {
  const user = useAtomSnapshot(userAtom);
  usePushSync(user && user.role !== 'user' ? user.id : null);
  return null;
}
