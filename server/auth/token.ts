import { sign, verify } from 'hono/jwt';
import type { UserRow } from '../dto/user';

export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;

/** HS256 with `sub` (user id), `role`, `iat` and `exp` (API.md, "Conventions"). */
export function signToken(user: Pick<UserRow, 'id' | 'role'>, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return sign({ sub: user.id, role: user.role, iat, exp: iat + tokenLifetimeSeconds }, secret, 'HS256');
}

/** The user id and expiry (seconds) of a valid, unexpired token; `null` for anything else. */
export async function verifyToken(token: string, secret: string): Promise<{ userId: number; exp: number } | null> {
  try {
    const payload = await verify(token, secret, 'HS256');
    const { sub, exp } = payload;
    // hono/jwt skips the expiry check when `exp` is absent; our tokens always carry it.
    if (typeof exp !== 'number' || typeof sub !== 'number' || !Number.isSafeInteger(sub) || sub < 1) return null;
    return { userId: sub, exp };
  } catch {
    return null;
  }
}
