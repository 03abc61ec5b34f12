import { queryOptions } from '@tanstack/react-query';
import type { One } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http';
import { authKeys } from './auth-keys';

export const getMe = (signal?: AbortSignal) => http.get<One<User>>('/auth/me', { signal }).then((res) => res.data);

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
    // A changed role or a block must take effect on every start, never from cache.
    staleTime: 0,
    gcTime: 0,
  });
