import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../src/contract/enums';
import { users } from '../db/schema/users';
import { httpError } from '../http/errors';
import type { AuthEnv } from '../http/env';
import { verifyToken } from './token';

const bearer = /^Bearer\s+(\S+)$/i;

/**
 * Checks the bearer token and loads its user fresh on every request, so a user
 * deleted or blocked after sign-in is turned away at once. Sets `c.var.user`.
 */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = c.req.header('Authorization')?.match(bearer)?.[1];
  if (!token) throw httpError(401, 'Avval tizimga kiring');
  const userId = await verifyToken(token, c.var.jwtSecret);
  if (!userId) throw httpError(401, 'Sessiya muddati tugagan, qaytadan kiring');
  const [user] = await c.var.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw httpError(401, 'Sessiya muddati tugagan, qaytadan kiring');
  if (user.status === 'blocked') throw httpError(401, 'Hisobingiz bloklangan');
  c.set('user', user);
  await next();
});

/** Use after `requireAuth`. `superadmin` passes wherever `admin` does. */
export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const role = c.var.user?.role;
    if (!role) throw httpError(401, 'Avval tizimga kiring');
    const permitted = allowed.includes(role) || (role === 'superadmin' && allowed.includes('admin'));
    if (!permitted) throw httpError(403);
    await next();
  });
