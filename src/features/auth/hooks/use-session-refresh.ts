import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom, updateUser } from '../../../lib/session';
import { meQueryOptions } from '../api/get-me';

/** Re-reads the signed-in user (a dead token signs out through the http client's 401 path). */
export function useSessionRefresh(): void {
  const token = useAtomValue(tokenAtom);
  const { data } = useQuery({ ...meQueryOptions(), enabled: token !== null, retry: false });
  useEffect(() => {
    if (data) updateUser(data);
  }, [data]);
}
