import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signInBodySchema } from '../../src/contract/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { FailureCounter } from '../auth/failure-counter';
import { requireAuth } from '../auth/require-auth';
import { signToken } from '../auth/token';
import { users } from '../db/schema/users';
import { toUser } from '../dto/user';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';

let decoyHash: Promise<string> | undefined;
// Checked against when the phone is unknown, so both failures take the same time.
const decoy = () => (decoyHash ??= hashPassword('yetkaz-decoy-password'));

/** A factory: each app gets its own failure counter. */
export function authRoutes() {
  const failures = new FailureCounter();
  void decoy(); // made now, so the first unknown phone is not slower than the rest

  return new Hono<AppEnv>()
    .post('/sign-in', validate('json', signInBodySchema), async (c) => {
      const { phone, password } = c.req.valid('json');
      const keys = [`phone:${phone}`, `address:${clientAddress(c)}`] as const;
      const wait = Math.max(...keys.map((key) => failures.retryAfter(key)));
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        throw httpError(429, `Urinishlar juda koʻp. ${minutes} daqiqadan keyin qayta urinib koʻring`, {
          headers: { 'Retry-After': String(wait) },
        });
      }
      const [user] = await c.var.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      if (!user?.passwordHash || !matches) {
        for (const key of keys) failures.fail(key);
        throw httpError(401, 'Telefon raqam yoki parol notoʻgʻri');
      }
      failures.clear(keys[0]);
      if (user.status === 'blocked') throw httpError(403, 'Hisobingiz bloklangan. Administratorga murojaat qiling');
      const token = await signToken(user, c.var.jwtSecret);
      return c.json({ data: { token, user: toUser(user) } });
    })
    .get('/me', requireAuth, (c) => c.json({ data: toUser(c.var.user) }));
}
