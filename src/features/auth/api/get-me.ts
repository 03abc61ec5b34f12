import { atomWithQuery } from 'jotai-tanstack-query';
import type { One } from '../../../contract/envelope';
import type { User } from '../../../contract/user';
import { http } from '../../../lib/http/http';
import { tokenAtom } from '../../../lib/session';
import { authKeys } from './auth-keys';

export const getMe = () => http.get<One<User>>('/auth/me').then((res) => res.data);

/**
 * The signed-in user as the server has them now: asked for whenever the session has a token (at every
 * start and after each sign-in), never while signed out. A dead token signs out through the http client's 401.
 * Not again when the connection comes back or the app regains focus: a courier in and out of dead zones
 * asked for it after every one (issue 20), and any other call answers 401 once a block has taken effect.
 */
export const meAtom = atomWithQuery((get) => ({
  queryKey: authKeys.me(),
  // Without the signal: the atom re-subscribes when the token changes, which would abort and resend a call that read it.
  queryFn: getMe,
  enabled: get(tokenAtom) !== null,
  // A changed role or a block must take effect on every start, never from cache.
  staleTime: 0,
  gcTime: 0,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
  retry: false,
}));
