import type { Account } from './accounts';

/** What `POST /api/auth/sign-in` answers: the token and the user, as the app keeps them. */
export interface SignedInSession {
  token: string;
  user: { id: number; [field: string]: unknown };
}

const sessions = new Map<string, Promise<SignedInSession>>();

/**
 * Signs `account` in at `origin` once per test process and hands the same session to every later test: tokens
 * are stateless and stay valid until they expire (a block is checked at each request, not in the token), and a
 * sign-in verifies the password with the real scrypt cost, 60 ms of the server's CPU each. The sign-in itself is
 * tested through the form (auth.spec.ts). A failed sign-in is not kept.
 */
export function cachedSession(origin: string, account: Account): Promise<SignedInSession> {
  const key = `${origin} ${account.phone} ${account.password}`;
  let session = sessions.get(key);
  if (!session) {
    session = signInAt(origin, account);
    sessions.set(key, session);
    session.catch(() => sessions.delete(key));
  }
  return session;
}

async function signInAt(origin: string, account: Account): Promise<SignedInSession> {
  const response = await fetch(`${origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in ${account.phone}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}
