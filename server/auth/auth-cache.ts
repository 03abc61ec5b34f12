import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import type { VersionCache } from '../db/version-cache';
import type { UserRow } from '../dto/user';
import { verifyToken } from './token';

/** Enough for every signed-in staff member and customer of one shop; the oldest entry goes first. */
const maxEntries = 5_000;

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= maxEntries) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * What `requireAuth` would otherwise redo on every request, kept per instance: verified tokens
 * (checked against their `exp` on each use) and user rows, each kept only while the `users` table's
 * version is the one it was read at, so a block, demotion or deletion anywhere is seen on the
 * next request.
 */
export function createAuthCache(versions: VersionCache) {
  const tokens = new Map<string, { userId: number; exp: number }>();
  const rows = new Map<number, { version: string; user: UserRow }>();

  async function userIdOf(token: string, secret: string): Promise<number | null> {
    const known = tokens.get(token);
    if (known) return known.exp > Date.now() / 1000 ? known.userId : null;
    const verified = await verifyToken(token, secret);
    if (verified) remember(tokens, token, verified);
    return verified?.userId ?? null;
  }

  async function user(db: Db, id: number): Promise<UserRow | undefined> {
    const [version] = await versions.read(['users']);
    const known = rows.get(id);
    if (known && known.version === version) return known.user;
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    if (row) remember(rows, id, { version: version!, user: row });
    else rows.delete(id);
    return row;
  }

  return { userIdOf, user };
}

export type AuthCache = ReturnType<typeof createAuthCache>;
