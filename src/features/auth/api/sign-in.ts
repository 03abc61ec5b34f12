import { useMutation } from '@tanstack/react-query';
import type { SignInBody, SignInResult } from '../../../contract/auth';
import type { One } from '../../../contract/envelope';
import { http } from '../../../lib/http/http';
import { signIn } from '../../../lib/session';

export const postSignIn = (body: SignInBody) =>
  http.post<One<SignInResult>>('/auth/sign-in', body).then((res) => res.data);

/**
 * Stores the session on success; the router then sends the user to their entry path. Offline it
 * fails at once with a message rather than waiting, paused, for a connection.
 */
export const useSignIn = () =>
  useMutation({ mutationFn: postSignIn, onSuccess: signIn, networkMode: 'always', retry: false });
