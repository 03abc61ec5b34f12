import { useAtomSnapshot } from '../../../lib/hooks/use-atom-snapshot';
import { useEffect } from 'react';
import { updateUser } from '../../../lib/session';
import { meAtom } from '../api/get-me';

/** Re-reads the signed-in user and keeps the session's copy (role, name, block) as the server has it. */
export function useSessionRefresh(): void {
  const { data } = useAtomSnapshot(meAtom);
  useEffect(() => {
    if (data) updateUser(data);
  }, [data]);
}
