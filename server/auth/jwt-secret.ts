import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema/app-secrets';
import { onceSucceeded } from '../once-succeeded';

const name = 'jwt-secret';

/**
 * `JWT_SECRET`, else a random secret made once and kept in the database, so tokens survive restarts
 * and every instance on the database signs and checks with the same one. Two instances starting at
 * once both offer a secret; the first insert wins and both read it back.
 */
export async function resolveJwtSecret(db: Db, config: Pick<Config, 'jwtSecret'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}

/** `resolveJwtSecret`, read once and kept; a failed read is not kept (`onceSucceeded`). */
export function jwtSecretOnce(db: Db, config: Pick<Config, 'jwtSecret'>): () => Promise<string> {
  return onceSucceeded(() => resolveJwtSecret(db, config));
}
