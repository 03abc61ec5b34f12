import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { signInBodySchema } from '../../src/contract/schemas/auth';
import { hashPassword, verifyPassword } from '../auth/password';
import { requireAuth } from '../auth/require-auth';
import { attemptKeys, releaseCheck, reserveCheck } from '../auth/sign-in-throttle';
import { signToken } from '../auth/token';
import { users } from '../db/schema/users';
import { toUser } from '../dto/user';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/env';
import { httpError } from '../http/errors';
import { validate } from '../http/validate';
import { openWithoutToken } from '../openapi/public-route';

let decoyHash: Promise<string> | undefined;
// Checked against when the phone is unknown, so both failures take the same time.
const decoy = () => (decoyHash ??= hashPassword('yetkaz-decoy-password'));

export function authRoutes() {
  void decoy(); // made now, so the first unknown phone is not slower than the rest

  return new Hono<AppEnv>()
    .post('/sign-in', openWithoutToken, validate('json', signInBodySchema), async (c) => {
      const { phone, password } = c.req.valid('json');
      const reservation = await reserveCheck(c.var.db, attemptKeys(phone, clientAddress(c)));
      if (!reservation.granted) {
        const wait = reservation.retryAfterSeconds;
        throw httpError(429, `Urinishlar juda koʻp. ${Math.ceil(wait / 60)} daqiqadan keyin qayta urinib koʻring`, {
          headers: { 'Retry-After': String(wait) },
        });
      }
      const [user] = await c.var.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy()));
      if (!user?.passwordHash || !matches) throw httpError(401, 'Telefon raqam yoki parol notoʻgʻri');
      await releaseCheck(c.var.db, reservation);
      if (user.status === 'blocked') throw httpError(403, 'Hisobingiz bloklangan. Administratorga murojaat qiling');
      const token = await signToken(user, c.var.jwtSecret);
      return c.json({ data: { token, user: toUser(user) } });
    })
    .get('/me', requireAuth, (c) => c.json({ data: toUser(c.var.user) }));
}
